/** The methods that change something: rate limits and body bounds are registered for these only, so reads never pass through them. */
export const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"];
