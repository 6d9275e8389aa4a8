// Types of font-subset.mjs, for its test.
export const WEIGHTS: { readonly min: number; readonly max: number };
export const UNICODE_RANGES: readonly (readonly [number, number])[];
export const OUTPUT: URL;
export function makeWebFont(): Promise<Buffer>;
