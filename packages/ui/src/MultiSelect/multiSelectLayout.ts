/** Spec point 9: at most 1000 options are shown unless the caller asks otherwise. */
export const DEFAULT_OPTIONS_LIMIT = 1000;
/** Spec point 9: the list is at most 300 px high. */
export const LIST_MAX_HEIGHT = 300;
/** Spec point 9: every option is 40 px high. */
export const OPTION_HEIGHT = 40;
/**
 * How long the list must stay the same before the live region says what it holds ("12 results"):
 * typing a word announces its result once, not a count per letter.
 */
export const RESULTS_ANNOUNCE_DELAY = 500;
