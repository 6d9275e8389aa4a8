/**
 * The lengths of an application's text answers, apart from the schemas so the pages' words can name them
 * without loading zod.
 */
export const APPLICATION_NAME_MAX_LENGTH = 60;
export const APPLICATION_TEXT_MAX_LENGTH = 120;
