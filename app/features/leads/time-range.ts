/** A time range in the site's words ("08:00–17:00", "(08:00 to 17:00)"), as one capturing group. */
export const TIME_RANGE = /(\(?\d{2}:\d{2}(?:–| to )\d{2}:\d{2}\)?)/;
