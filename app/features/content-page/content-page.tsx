import type { ComponentType, ReactNode } from "react";
import { Link } from "react-router";
import { brand } from "~/content/brand";
import { images } from "~/content/images";
import type { CalculatorKind, ContentSection, PageContent } from "~/content/page-content";
import { pageHeroes } from "~/content/page-heroes";
import { sitePages } from "~/content/site-pages";
import { Accordion } from "~/ui/accordion/accordion";
import { ResponsiveImage } from "~/ui/responsive-image/responsive-image";
import { DeferredCallMeBackSection } from "~/features/leads/deferred-call-me-back-section";
import { JsonLd } from "~/features/seo/json-ld";
import { useSiteOrigin } from "~/features/seo/site-origin";
import { faqData, productData } from "~/features/seo/structured-data";
import { CALL_ME_BACK_ID, CallToActionLink } from "./call-to-action-link";
import "./content-page.css";

function sectionId(section: ContentSection, index: number): string {
  if (section.kind === "call-me-back") return section.id ?? CALL_ME_BACK_ID;
  return section.id ?? `section-${index + 1}`;
}

/** The calculators a page's route hands its content page: only those it shows, so its JavaScript stays small. */
export type PageCalculators = Partial<Record<CalculatorKind, ComponentType>>;

interface SectionProps {
  readonly section: ContentSection;
  readonly id: string;
  readonly calculators: PageCalculators;
  readonly callMeBackForm: ReactNode;
}

function Section({ section, id, calculators, callMeBackForm }: SectionProps) {
  const headingId = `${id}-heading`;
  switch (section.kind) {
    case "prose":
      return (
        <section id={id} aria-labelledby={headingId} className="content-section">
          <h2 id={headingId}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      );
    case "cards":
      return (
        <section id={id} aria-labelledby={headingId} className="content-section">
          <h2 id={headingId}>{section.heading}</h2>
          {section.intro && <p>{section.intro}</p>}
          <ul className="content-cards">
            {section.cards.map((card) => (
              <li key={card.title} className="content-card">
                <h3>{card.title}</h3>
                <p>{card.text}</p>
                {card.link && (
                  <Link to={`/${sitePages[card.link.page].path}${card.link.hash ? `#${card.link.hash}` : ""}`}>
                    {card.link.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      );
    case "list": {
      const items = section.items.map((item) => <li key={item}>{item}</li>);
      return (
        <section id={id} aria-labelledby={headingId} className="content-section">
          <h2 id={headingId}>{section.heading}</h2>
          {section.intro && <p>{section.intro}</p>}
          {section.style === "ordered" ? (
            <ol className="content-list">{items}</ol>
          ) : (
            <ul className="content-list" data-style={section.style}>
              {items}
            </ul>
          )}
        </section>
      );
    }
    case "spec-list":
      return (
        <section id={id} aria-labelledby={headingId} className="content-section">
          <h2 id={headingId}>{section.heading}</h2>
          {section.intro && <p>{section.intro}</p>}
          <dl className="content-spec-list">
            {section.items.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      );
    case "notice":
      return (
        <aside id={id} aria-labelledby={headingId} className="content-notice" data-tone={section.tone}>
          <h2 id={headingId}>{section.title}</h2>
          <p>{section.message}</p>
          {section.actions && (
            <div className="content-actions">
              {section.actions.map((action) => (
                <CallToActionLink key={action.label} action={action} variant="secondary" />
              ))}
            </div>
          )}
        </aside>
      );
    case "steps":
      return (
        <section id={id} aria-labelledby={headingId} className="content-section">
          <h2 id={headingId}>{section.heading}</h2>
          {section.intro && <p>{section.intro}</p>}
          <ol className="content-steps">
            {section.steps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
              </li>
            ))}
          </ol>
        </section>
      );
    case "faq":
      return (
        <section id={id} aria-labelledby={headingId} className="content-section">
          <h2 id={headingId}>{section.heading}</h2>
          <div className="content-faq" data-faq="">
            <Accordion
              steps={section.items.map((item) => ({
                title: item.question,
                description: item.answer,
              }))}
              headingLevel={3}
            />
          </div>
        </section>
      );
    case "calculator": {
      const Calculator = calculators[section.calculator];
      // A calculator section without its component is a wiring mistake in the route module; failing loudly
      // keeps a page from shipping with its tool silently missing.
      if (!Calculator)
        throw new Error(`The route of this page must pass the "${section.calculator}" calculator to ContentPage`);
      return (
        <section id={id} aria-labelledby={headingId} className="content-section content-calculator">
          <h2 id={headingId}>{section.heading}</h2>
          <p>{section.intro}</p>
          <Calculator />
        </section>
      );
    }
    case "call-me-back":
      return (
        <section id={id} aria-labelledby={headingId} className="content-section content-call-me-back">
          <h2 id={headingId}>{section.heading}</h2>
          <p>{section.intro}</p>
          <p>
            Call us on <a href={brand.contact.phoneHref}>{brand.contact.phone}</a>, {brand.contact.hours}, or write to{" "}
            <a href={`mailto:${brand.contact.email}`}>{brand.contact.email}</a>.
          </p>
          {/* The call-me-back form goes here; it reads the `calculation` query parameter a calculator sets. */}
          <div className="content-call-me-back__form" data-slot="call-me-back-form">
            {callMeBackForm}
          </div>
        </section>
      );
    default:
      return section satisfies never;
  }
}

export interface ContentPageProps {
  readonly content: PageContent;
  /** The components of the calculator sections in `content` (see PageCalculators). */
  readonly calculators?: PageCalculators;
  /** What fills the call-me-back slot (the element with id "call-me-back"): the lead form about this page's product by default. */
  readonly callMeBackForm?: ReactNode;
}

/**
 * A page of the site written in app/content/pages: hero with its illustration (the page's only eager
 * image), sections built from the widgets, FAQ, related pages and the call-me-back slot.
 */
export function ContentPage({
  content,
  calculators = {},
  callMeBackForm = <DeferredCallMeBackSection page={content.page} headingLevel={3} />,
}: ContentPageProps) {
  const { hero, sections, related } = content;
  const heroImage = pageHeroes[content.page];
  const origin = useSiteOrigin();
  const faqItems = sections.flatMap((section) => (section.kind === "faq" ? section.items : []));
  return (
    <article className="content-page">
      <JsonLd data={[productData(sitePages[content.page], origin), faqData(faqItems)]} />
      <header className="content-hero">
        <div className="container content-hero__layout">
          <div className="content-hero__text">
            <h1>{hero.heading}</h1>
            <p className="content-hero__lead">{hero.lead}</p>
            {(hero.primaryAction || hero.secondaryAction) && (
              <div className="content-actions">
                {hero.primaryAction && <CallToActionLink action={hero.primaryAction} variant="primary" />}
                {hero.secondaryAction && <CallToActionLink action={hero.secondaryAction} variant="secondary" />}
              </div>
            )}
          </div>
          <ResponsiveImage
            name={heroImage}
            {...images[heroImage]}
            sizes="(min-width: 1000px) 440px, (min-width: 600px) 60vw, 100vw"
            priority
            className="content-hero__image"
          />
        </div>
      </header>
      <div className="container content-body">
        {sections.map((section, index) => (
          <Section
            key={sectionId(section, index)}
            section={section}
            id={sectionId(section, index)}
            calculators={calculators}
            callMeBackForm={callMeBackForm}
          />
        ))}
        {related.length > 0 && (
          <nav aria-labelledby="related-heading" className="content-related">
            <h2 id="related-heading">Related pages</h2>
            <ul>
              {related.map((key) => (
                <li key={key}>
                  <Link to={`/${sitePages[key].path}`}>{sitePages[key].title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </article>
  );
}
