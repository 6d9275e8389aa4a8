import { escapeInvisible, maskPersonalData } from "./mask-personal-data";

/** Longest path a log line shows. */
const SHOWN_CHARACTERS = 200;
/**
 * Longest part of a path that is looked at. Node refuses request heads over 16 KB, so a path is at most
 * that; masking is linear, so even this much takes well under a millisecond. Masking happens before the
 * path is cut to what is shown, so an email address is never cut in half and shown in part.
 */
const MASKED_CHARACTERS = 16 * 1024;

/** Anything that could need masking or decoding: an at sign (full-width too), a percent-escape, or a digit of any script. */
const MAY_NEED_MASKING = /[@\uff20%\p{Nd}]/u;

/**
 * Addresses whose last part is a secret: a finance application's one-time "save and continue later" link
 * (/apply/resume/<token>) opens the applicant's draft, so its token is never written to a log.
 */
const SECRET_PATHS = /(\/apply\/resume\/)[^/]*/gi;

/** Runs of percent-escapes decoded; a run that is not valid UTF-8 is left as it was. */
function decodeEscapes(path: string): string {
  return path.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/**
 * A request path fit for a log line: the query string is dropped (it can carry anything); percent-escapes
 * are decoded, so that `%40` or `%20` hide nothing; a resume link's token is replaced; digit runs long enough to be an ID or phone number,
 * and words holding an email address, are masked; invisible and direction-changing characters are
 * escaped; and the result is cut to 200 characters.
 */
export function redactPath(target: string): string {
  const queryAt = target.indexOf("?");
  const path = (queryAt === -1 ? target : target.slice(0, queryAt))
    .slice(0, MASKED_CHARACTERS)
    .replace(SECRET_PATHS, "$1[token]");
  // Most paths hold nothing to mask; they skip the work below, which runs per request.
  if (!MAY_NEED_MASKING.test(path)) return escapeInvisible(path.slice(0, SHOWN_CHARACTERS));
  return escapeInvisible(maskPersonalData(decodeEscapes(path))).slice(0, SHOWN_CHARACTERS);
}
