/** A value that passed a validator. */
export interface Valid {
  readonly valid: true;
}

/** A value that failed a validator: a stable machine code, and figures for the message where it needs them. */
export interface Invalid<Code extends string, Params = undefined> {
  readonly valid: false;
  readonly code: Code;
  readonly params: Params;
}

export type ValidationResult<Code extends string, Params = undefined> = Valid | Invalid<Code, Params>;

export const VALID: Valid = Object.freeze({ valid: true });

export function invalid<Code extends string>(code: Code): Invalid<Code>;
export function invalid<Code extends string, Params>(code: Code, params: Params): Invalid<Code, Params>;
export function invalid<Code extends string, Params>(code: Code, params?: Params): Invalid<Code, Params | undefined> {
  return { valid: false, code, params };
}
