/** §8: the placeholder drawn when a gallery has no images: an empty picture frame with a question mark. */
export function NotFoundGraphic({ title = "No images to show" }: { readonly title?: string }) {
  return (
    <svg className="not-found-graphic" viewBox="0 0 240 160" role="img" aria-label={title} focusable="false">
      <rect x="1" y="1" width="238" height="158" rx="14" className="not-found-graphic__frame" />
      <path d="M30 128l46-52 34 38 22-24 48 38z" className="not-found-graphic__hills" />
      <circle cx="176" cy="48" r="14" className="not-found-graphic__sun" />
      <circle cx="120" cy="80" r="34" className="not-found-graphic__badge" />
      <path d="M108 70a12 12 0 1124 0c0 9-12 10-12 19" className="not-found-graphic__mark" />
      <circle cx="120" cy="100" r="2.5" className="not-found-graphic__dot" />
    </svg>
  );
}
