/**
 * The site's breakpoints, the one place they are set. Stylesheets use them as custom media
 * (`@media (--site-mobile) { … }`), which the build fills in from here (scripts/vite-breakpoints.ts); code
 * that needs one in JavaScript (useMediaQuery) reads the same query from here.
 */

/** §9: the slider lays out one slide with a peek below 767px, and two from 767 to 1024px. */
export const SLIDER_BANDS = { narrowBelow: 767, mediumUpTo: 1024 } as const;

export const MEDIA = {
  /** §2.3, §9: the mega-menu's 60px bar at or below 1210px; its desktop layout above. */
  "menu-bar": "(max-width: 1210px)",
  "menu-desktop": "(min-width: 1211px)",
  /** §2.2, §9: the mobile site is a screen up to 1000px wide. */
  "site-mobile": "(max-width: 1000px)",
  "site-desktop": "(min-width: 1001px)",
  /** §2.4, §9: below 1000px the search bar is full width. */
  "search-full-width": "(max-width: 999px)",
  /** §2.5, §9: the login panel's short PARTNER label at 510px or less; forms stack their fields there too. */
  "narrow-phone": "(max-width: 510px)",
  /** §9: the slider's own mobile query, and its responsive bands. */
  "slider-mobile": "(max-width: 500px)",
  "slider-narrow": `(width < ${SLIDER_BANDS.narrowBelow}px)`,
  "slider-medium": `(${SLIDER_BANDS.narrowBelow}px <= width <= ${SLIDER_BANDS.mediumUpTo}px)`,
  /** §9: nav pills at 650px or less, breadcrumbs at 850px or less, toggle tabs at 600px, gallery 750px, toasts 780px. */
  "nav-pills-mobile": "(max-width: 650px)",
  "breadcrumbs-mobile": "(max-width: 850px)",
  "toggle-tabs-mobile": "(max-width: 600px)",
  "gallery-mobile": "(max-width: 750px)",
  "gallery-desktop": "(min-width: 751px)",
  "toast-mobile": "(max-width: 780px)",
  /** §9: the large info card's desktop layout at 1024px and wider; the news cards' grid follows it. */
  "large-card-desktop": "(min-width: 1024px)",
  /** The site's own layout steps (not in §9): phones, two-column grids, three-column grids. */
  phone: "(max-width: 600px)",
  "above-phone": "(min-width: 601px)",
  "small-phone": "(max-width: 400px)",
  "wide-screen": "(min-width: 1025px)",
  /** Card grids (app/ui/layout-grid/card-grid.css): three columns of at least 260px, then four. */
  "grid-three": "(min-width: 900px)",
  /** The two-column step alone, between phones and three-column grids. */
  "grid-two-only": "(min-width: 601px) and (max-width: 899px)",
  "grid-four": "(min-width: 1180px)",
  /** A page's side column (a car's call-back card beside its details and calculator) from this width. */
  "side-column": "(min-width: 1180px)",
} as const;

export type MediaName = keyof typeof MEDIA;
