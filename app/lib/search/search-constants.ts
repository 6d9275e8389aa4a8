/**
 * §9: the search constants, apart from the ranking so the search box can read them without bringing the
 * ranking code into every page's first download (the ranking loads with the index on the first search).
 */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_CLICK_AWAY_ARM_MS = 400;
