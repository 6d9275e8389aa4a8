/** §9: the text slider moves on every 4000 ms, with a 0.4 s transition. */
export const TEXT_SLIDER_INTERVAL_MS = 4000;
export const TEXT_SLIDER_TRANSITION_MS = 400;

export type PlayChoice = "play" | "pause";

export interface RotationInputs {
  /** What the visitor chose with the pause/play button, if anything. */
  readonly choice: PlayChoice | undefined;
  readonly reducedMotion: boolean;
  readonly hovered: boolean;
  readonly focused: boolean;
}

/** Whether the visitor wants rotation: their own choice, else on unless they prefer reduced motion. */
export const wantsRotation = ({ choice, reducedMotion }: Pick<RotationInputs, "choice" | "reducedMotion">) =>
  (choice ?? (reducedMotion ? "pause" : "play")) === "play";

/** Whether the slider moves on by itself now: wanted, and no pointer over it and no focus in it. */
export const isRotating = (inputs: RotationInputs) => wantsRotation(inputs) && !inputs.hovered && !inputs.focused;

/** The next and previous texts, wrapping around at either end. */
export const nextText = (index: number, count: number) => (count === 0 ? 0 : (index + 1) % count);
export const previousText = (index: number, count: number) => (count === 0 ? 0 : (index - 1 + count) % count);
