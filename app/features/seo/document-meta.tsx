import { Meta } from "react-router";
import { useDescriptionOverride } from "./meta-description";

/**
 * React Router's `<Meta />`, the head of the document from the routes' `meta`. It renders again when a page
 * sets, clears or resets its description at run time (§2.1), so the routes' `meta` reads the new one.
 */
export function DocumentMeta() {
  useDescriptionOverride();
  return <Meta />;
}
