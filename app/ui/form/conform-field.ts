import type { FieldMetadata, Submission } from "@conform-to/react";
import { useCallback, useState } from "react";
import type { FieldFeedback } from "./field-feedback";

/**
 * The fields Conform has judged so far: each one the visitor left (a blur validates it), every one after a
 * submit, none after a reset. A control shows green only for a judged field (§4.6): a field being filled in
 * for the first time stays quiet.
 */
export function useJudgedFields(): {
  readonly judged: (name: string) => boolean;
  /** Call from `onValidate` with its submission. */
  readonly note: (submission: Submission<unknown>) => void;
} {
  const [judged, setJudged] = useState<ReadonlySet<string> | "all">(() => new Set());
  const note = useCallback((submission: Submission<unknown>) => {
    const intent = submission.reply().intent;
    if (!intent) setJudged("all");
    else if (intent.type === "validate") {
      const name = intent.payload.name;
      // A validate intent without a name judges the whole form ("Check every field").
      setJudged((current) => (current === "all" || !name ? "all" : new Set([...current, name])));
    } else if (intent.type === "reset") setJudged(new Set());
  }, []);
  return { judged: (name) => judged === "all" || judged.has(name), note };
}

/** What a control of app/ui shows for a field: the first error, in its words, or green once judged valid. */
export function fieldFeedback(
  field: Pick<FieldMetadata<unknown>, "errors" | "name" | "value">,
  judged: boolean,
  message: (code: string) => string = (code) => code,
): { readonly feedback: FieldFeedback; readonly error: string | undefined } {
  const code = field.errors?.[0];
  if (code) return { feedback: "invalid", error: message(code) };
  return { feedback: judged ? "valid" : "idle", error: undefined };
}

/**
 * The props an Input, Select or AmountField takes from a Conform field: its id and name, the value it starts
 * with, and what it shows. The control keeps the value it shows itself and posts it under the field's name;
 * Conform reads the form's data and judges it with the form's schema.
 */
export function conformControl(
  field: FieldMetadata<unknown>,
  judged: boolean,
  message?: (code: string) => string,
): {
  readonly id: string;
  readonly name: string;
  readonly defaultValue: string;
  readonly feedback: FieldFeedback;
  readonly error: string | undefined;
} {
  return {
    id: field.id,
    name: field.name,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : "",
    ...fieldFeedback(field, judged, message),
  };
}
