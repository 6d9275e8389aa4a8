import { useEffect, useState } from "react";

export interface SectionNavProps {
  readonly sections: readonly { readonly id: string; readonly heading: string }[];
}

/**
 * A guide's table of contents: the headings of its sections as links, the one being read marked with
 * aria-current="location". From 1000 px it stays beside the text as the reader scrolls (CSS position:
 * sticky); below that it is a plain list above the text. An IntersectionObserver watches a band near the
 * top of the viewport, so marking costs nothing while nothing scrolls.
 */
export function SectionNav({ sections }: SectionNavProps) {
  const [current, setCurrent] = useState<string>();
  // A string, so a new array with the same sections on a later render does not restart the observer.
  const ids = sections.map(({ id }) => id).join(" ");
  useEffect(() => {
    if (typeof IntersectionObserver !== "function") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const reached = entries.find((entry) => entry.isIntersecting);
        if (reached) setCurrent(reached.target.id);
      },
      { rootMargin: "-15% 0px -70% 0px" },
    );
    for (const id of ids.split(" ")) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ids]);
  return (
    <nav aria-labelledby="section-nav-heading" className="section-nav">
      <h2 id="section-nav-heading" className="section-nav__heading">
        On this page
      </h2>
      <ol>
        {sections.map(({ id, heading }) => (
          <li key={id}>
            <a href={`#${id}`} aria-current={current === id ? "location" : undefined}>
              {heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
