/**
 * The device fingerprint of §7: a SHA-256 hash of the user agent, screen, plugins, storage flags, time
 * zone, language and a drawn canvas image. It identifies a device without cookies, so it is computed only
 * after the visitor has accepted analytics in the cookie notice (see consent.ts), and never sent with
 * anything personal.
 */
export interface FingerprintSources {
  readonly userAgent: string;
  readonly screen: string;
  readonly plugins: string;
  readonly storage: string;
  readonly timeZone: string;
  readonly language: string;
  readonly canvas: string;
}

export async function hashFingerprint(
  sources: FingerprintSources,
  digest: SubtleCrypto = crypto.subtle,
): Promise<string> {
  const text = [
    sources.userAgent,
    sources.screen,
    sources.plugins,
    sources.storage,
    sources.timeZone,
    sources.language,
    sources.canvas,
  ].join("||");
  const bytes = await digest.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

const storageFlag = (read: () => Storage | undefined) => {
  try {
    return read() ? "1" : "0";
  } catch {
    return "0";
  }
};

/** Reads the sources from the browser; the canvas is drawn off-screen. */
export function readFingerprintSources(win: Window): FingerprintSources {
  let canvas = "";
  try {
    const element = win.document.createElement("canvas");
    element.width = 200;
    element.height = 40;
    const context = element.getContext("2d");
    if (context) {
      context.textBaseline = "top";
      context.font = "16px Arial";
      context.fillStyle = "#0b4f6c";
      context.fillRect(0, 0, 100, 20);
      context.fillStyle = "#f6c453";
      context.fillText("Umoya Finance, R 137 754.32", 2, 12);
      canvas = element.toDataURL();
    }
  } catch {
    canvas = "unavailable";
  }
  return {
    userAgent: win.navigator.userAgent,
    screen: `${win.screen.width}x${win.screen.height}x${win.screen.colorDepth}@${win.devicePixelRatio}`,
    plugins: [...(win.navigator.plugins ?? [])].map((plugin) => plugin.name).join(","),
    storage: [
      storageFlag(() => win.localStorage),
      storageFlag(() => win.sessionStorage),
      "indexedDB" in win ? "1" : "0",
    ].join(""),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language: win.navigator.language,
    canvas,
  };
}
