import type { FooterIcon as FooterIconName } from "~/lib/site-definitions/footer-definition";

/** Line drawings of the footer's icon links (§2.6), in the stroke style of the widget library's icons. */
const paths: Record<FooterIconName, string> = {
  facebook: "M14.5 8H17V4h-2.5A4.5 4.5 0 0010 8.5V11H7.5v4H10v6h4v-6h2.5l.5-4h-3V8.5a.5.5 0 01.5-.5z",
  instagram:
    "M7.5 3h9A4.5 4.5 0 0121 7.5v9a4.5 4.5 0 01-4.5 4.5h-9A4.5 4.5 0 013 16.5v-9A4.5 4.5 0 017.5 3zM12 8.5a3.5 3.5 0 110 7 3.5 3.5 0 010-7zM17.2 6.8v.01",
  linkedin:
    "M4.5 9.5h3.5V20H4.5zM6.25 4a1.75 1.75 0 110 3.5 1.75 1.75 0 010-3.5zM11 9.5h3.3v1.6c.6-1 1.9-1.9 3.6-1.9 2.8 0 3.6 1.8 3.6 4.4V20H18v-5.6c0-1.4-.3-2.4-1.7-2.4s-1.8 1.1-1.8 2.4V20H11z",
  x: "M4 4l16 16M20 4L4 20",
  youtube: "M3 8.5A3.5 3.5 0 016.5 5h11A3.5 3.5 0 0121 8.5v7a3.5 3.5 0 01-3.5 3.5h-11A3.5 3.5 0 013 15.5zM10 9v6l5-3z",
  phone: "M5.5 3.5h3l2 5-2.5 1.5a11 11 0 005.5 5.5l1.5-2.5 5 2v3a2 2 0 01-2 2A17 17 0 013.5 5.5a2 2 0 012-2z",
  email: "M3.5 5.5h17v13h-17zM3.5 6.5l8.5 6 8.5-6",
  whatsapp:
    "M12 3a9 9 0 00-7.8 13.4L3 21l4.7-1.2A9 9 0 1012 3zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 .8a5 5 0 01-2.8-2.8l.8-1-1-2z",
};

export function FooterIcon({ name }: { readonly name: FooterIconName }) {
  return (
    <svg
      className="icon"
      data-icon={name}
      width={22}
      height={22}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
