import { APPLICATION_DOCUMENT_KINDS, type ApplicationDocumentKind } from "./application-desk";

/** The largest file an applicant may upload (the service's limit too), and the types it may be. */
export const DOCUMENT_MAX_MEGABYTES = 10;
export const DOCUMENT_MAX_UPLOAD_BYTES = DOCUMENT_MAX_MEGABYTES * 1024 * 1024;
/** What the file chooser offers: PDFs and photos (the server reads the type from the content, whatever the name). */
export const DOCUMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,.heic,application/pdf,image/jpeg,image/png,image/heic";

export type DocumentFieldErrors = Partial<Record<"kind" | "file", string>>;

/**
 * The checks of the documents step's form that need no server: a kind chosen from the list, a file chosen,
 * and no more than 10 MB. The server checks the same, then the type by the content.
 */
export function checkDocumentForm(
  kind: unknown,
  file: { readonly size: number } | null | undefined,
): { readonly kind?: ApplicationDocumentKind; readonly errors: DocumentFieldErrors } {
  const errors: DocumentFieldErrors = {};
  const chosen =
    typeof kind === "string" && (APPLICATION_DOCUMENT_KINDS as readonly string[]).includes(kind)
      ? (kind as ApplicationDocumentKind)
      : undefined;
  if (!chosen) errors.kind = kind === undefined || kind === null || kind === "" ? "required" : "invalid";
  if (!file || file.size === 0) errors.file = "required";
  else if (file.size > DOCUMENT_MAX_UPLOAD_BYTES) errors.file = "tooLarge";
  return { ...(chosen && { kind: chosen }), errors };
}

export function documentFieldMessage(field: "kind" | "file", code: string): string {
  if (field === "kind") return "Choose which document this is";
  switch (code) {
    case "required":
      return "Choose a file to upload";
    case "tooLarge":
      return `The file must be ${DOCUMENT_MAX_MEGABYTES} MB or smaller`;
    case "unsupportedType":
      return "The file must be a PDF, or a JPEG, PNG or HEIC photo";
    case "tooMany":
      return "An application can hold at most 10 documents";
    default:
      return "The file could not be uploaded";
  }
}
