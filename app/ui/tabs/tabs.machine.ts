export type TabKey = "ArrowLeft" | "ArrowRight" | "Home" | "End";

export const isTabKey = (key: string): key is TabKey =>
  key === "ArrowLeft" || key === "ArrowRight" || key === "Home" || key === "End";

/** WAI-ARIA tabs keys: left and right move with wrap-around, Home and End go to the first and last tab. */
export function tabKeyTarget(key: TabKey, current: number, count: number): number {
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return key satisfies never;
  }
}
