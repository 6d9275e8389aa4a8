import type { ReactNode } from "react";

export interface CatalogueSectionProps {
  readonly id: string;
  readonly title: string;
  readonly intro: ReactNode;
  readonly children: ReactNode;
}

/** One group of widgets on the catalogue page: an <h2>, a line on what it shows, and its examples. */
export function CatalogueSection({ id, title, intro, children }: CatalogueSectionProps) {
  return (
    <section id={id} className="catalogue__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <p className="catalogue__intro">{intro}</p>
      <div className="catalogue__examples">{children}</div>
    </section>
  );
}

/** One example: an <h3> naming the widget and state, the widget, and the controls that drive it. */
export function CatalogueExample({
  title,
  children,
  wide = false,
}: {
  readonly title: string;
  readonly children: ReactNode;
  readonly wide?: boolean;
}) {
  return (
    <div className="catalogue__example" data-wide={wide || undefined}>
      <h3 className="catalogue__example-title">{title}</h3>
      {children}
    </div>
  );
}

/** A line that reports what a widget last did, read out politely when it changes. */
export function EventLog({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <p className="catalogue__log">
      <span className="catalogue__log-label">{label}:</span> <output aria-live="polite">{children}</output>
    </p>
  );
}
