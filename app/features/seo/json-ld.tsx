import { serialiseJsonLd, type JsonLdObject } from "./structured-data";

/**
 * Structured data for search engines. The content is JSON with every markup-significant character
 * escaped (serialiseJsonLd), not markup, and browsers never execute this script type.
 */
export function JsonLd({ data }: { readonly data: readonly (JsonLdObject | null)[] }) {
  const present = data.filter((item): item is JsonLdObject => item !== null);
  if (present.length === 0) return null;
  return (
    <script
      type="application/ld+json"
      // Escaped JSON, not markup: see serialiseJsonLd.
      dangerouslySetInnerHTML={{ __html: serialiseJsonLd(present.length === 1 ? present[0]! : present) }}
    />
  );
}
