/** The id of the find-a-car results' section: the search form's Search button brings it into view. */
export const RESULTS_ID = "results";
