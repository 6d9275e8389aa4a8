import "./keep-whole.css";

/**
 * Text with the parts a pattern matches kept on one line ("08:00–17:00", "(17:00 to 19:00)"): a line may
 * break between words, never inside one of them. The pattern holds one capturing group around such a part.
 */
export function KeepWhole({ text, pattern }: { readonly text: string; readonly pattern: RegExp }) {
  return text.split(pattern).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="keep-whole">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
