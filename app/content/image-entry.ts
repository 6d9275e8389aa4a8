/**
 * One illustration: the hashed file's address, its alt text and its intrinsic size. Spread it into
 * <Illustration> so the browser reserves the space before the file arrives. Each drawing's entry is a
 * module of its own in app/content/images, with the size written out (every drawing is on the house's
 * 1200 × 800 artboard), so a page's chunk holds its picture's entry and imports nothing else for it.
 */
export interface ImageEntry {
  /** The hashed file's address. */
  readonly src: string;
  /** Describes what the picture shows; empty only for a purely decorative picture. */
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}
