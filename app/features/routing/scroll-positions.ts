/**
 * The sessionStorage key under which React Router's `<ScrollRestoration>` keeps how far down each history
 * entry the visitor had scrolled (its own default name, passed explicitly so the cookie notice can list it
 * by a name the code owns).
 */
export const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";
