import { useMemo, type ComponentType, type ReactNode } from "react";
import "~/ui/layout-grid/card-grid.css";
import "~/ui/link-card/link-card.css";
import { brand } from "~/content/brand";
import type { ImageEntry } from "~/content/image-entry";
import type { CalculatorKind, ContentLink, ContentSection, ExternalLink, PageContent } from "~/content/page-content";
import { pageTemplate, sitePages, type PageKey, type PageTemplate, type SitePage } from "~/content/site-pages";
import { Accordion } from "~/ui/accordion/accordion";
import { Illustration } from "~/ui/illustration/illustration";
import { List } from "~/ui/list/list";
import { classNames } from "~/ui/shared/class-names";
import { FIGURE_SOURCE } from "~/ui/keep-whole/keep-whole";
import { CALL_ME_BACK_ID, CallToActionLink, ContentPageLink } from "./call-to-action-link";
import type { GlanceFigures } from "./glance-figures";
import { withLiveFigures, type LiveFigures } from "~/content/live-figures";
import { SectionNav } from "./section-nav";
import "./content-page.css";

function sectionId(section: ContentSection, index: number): string {
  if (section.kind === "call-me-back") return section.id ?? CALL_ME_BACK_ID;
  return section.id ?? `section-${index + 1}`;
}

/** The calculators a page's route hands its content page: only those it shows, so its JavaScript stays small. */
export type PageCalculators = Partial<Record<CalculatorKind, ComponentType>>;

/**
 * What a call-me-back section hands the call-back card. The card belongs to the leads feature, so the
 * route passes it in (as it passes its calculators) and this feature never imports another.
 */
export interface CallBackCardSlotProps {
  readonly page: PageKey;
  readonly heading: string;
  readonly intro: string;
  /** Where "Calculate" leads: the page's own calculator ("#id") or the tools page; none, no "Calculate". */
  readonly calculate?: { readonly hash: string } | { readonly page: PageKey };
}

/** A link in copy: a page of this site, an email address or phone number, or a website in a new window. */
function CopyLink({ link }: { readonly link: ContentLink | ExternalLink }) {
  if (!("href" in link))
    return (
      <ContentPageLink to={`/${sitePages[link.page].path}${link.hash ? `#${link.hash}` : ""}`}>
        {link.label}
      </ContentPageLink>
    );
  const website = /^https?:/.test(link.href);
  return (
    <a href={link.href} {...(website && { target: "_blank", rel: "noopener noreferrer" })}>
      <Address text={link.label} />
      {website && <span className="visually-hidden"> (opens in a new window)</span>}
    </a>
  );
}

/**
 * Figures (rand amounts, rates, terms, time ranges: ui/keep-whole's FIGURE_SOURCE), e-mail addresses
 * ("PAIAComplaints@inforegulator.org.za") and South African phone numbers ("0860 866 692") in a sentence.
 */
const EMAIL_SOURCE = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
// Its parts apart by spaces, or by no-break spaces where the copy already keeps a number whole.
const PHONE_SOURCE = String.raw`\b0\d{2,3}[ \u00a0]\d{3}[ \u00a0]\d{3,4}\b`;
const FIGURE_OR_CONTACT = new RegExp(`(${FIGURE_SOURCE}|${EMAIL_SOURCE}|${PHONE_SOURCE})`);
const PHONE = new RegExp(`^${PHONE_SOURCE}$`);

/** A South African number as a tel: link dials it from anywhere: "0860 866 692" becomes "tel:+27860866692". */
const telHref = (phone: string) => `tel:+27${phone.replaceAll(/\s/g, "").slice(1)}`;

/**
 * An e-mail address that a narrow line wraps after its "@" ("PAIAComplaints@ / inforegulator.org.za"),
 * rather than inside its name or before its last dot ("inforegulator.org / .za"). A domain too long for a
 * line of its own still wraps where it must (`overflow-wrap` on the text).
 */
function Address({ text }: { readonly text: string }) {
  const at = text.indexOf("@");
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  );
}

/**
 * A sentence with its figures and phone numbers kept whole (a line may break between words, never inside
 * an amount) and its e-mail addresses wrapping at their parts. E-mail addresses and phone numbers are
 * links to write or call, unless the sentence is itself inside a link (`inLink`).
 */
function WithFigures({ text, inLink = false }: { readonly text: string; readonly inLink?: boolean }) {
  return text.split(FIGURE_OR_CONTACT).map((part, index) => {
    if (index % 2 === 0) return part;
    if (part.includes("@"))
      return inLink ? (
        <Address key={index} text={part} />
      ) : (
        <CopyLink key={index} link={{ label: part, href: `mailto:${part}` }} />
      );
    if (PHONE.test(part) && !inLink)
      return (
        <a key={index} className="keep-whole" href={telHref(part)}>
          {part}
        </a>
      );
    return (
      <span key={index} className="keep-whole">
        {part}
      </span>
    );
  });
}

const withFigures = (text: string) => <WithFigures text={text} />;

/** A paragraph of copy, its figures kept whole. */
function Copy({ text }: { readonly text: string }) {
  return (
    <p>
      <WithFigures text={text} />
    </p>
  );
}

interface SectionProps {
  readonly section: ContentSection;
  readonly id: string;
  readonly calculators: PageCalculators;
  readonly callBackCard: ComponentType<CallBackCardSlotProps>;
  readonly page: PageContent["page"];
  readonly glance: GlanceFigures | undefined;
  /** Id of the page's first calculator section, which the call-back card's "Calculate" leads to. */
  readonly calculatorId: string | undefined;
  /** The section stands in a guide's or legal page's column of readable width. */
  readonly reading: boolean;
}

/** Outside a guide's reading column, up to this many steps run across a wide screen (content-page.css). */
const MAX_STEPS_ACROSS = 5;

function Section({
  section,
  id,
  calculators,
  callBackCard: CallBackCard,
  page,
  glance,
  calculatorId,
  reading,
}: SectionProps) {
  const headingId = `${id}-heading`;
  switch (section.kind) {
    case "prose":
      return (
        <section id={id} aria-labelledby={headingId} className="content-section">
          <h2 id={headingId}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <Copy key={paragraph} text={paragraph} />
          ))}
        </section>
      );
    case "cards":
      return (
        <section id={id} aria-labelledby={headingId} className="content-section">
          <h2 id={headingId}>{section.heading}</h2>
          {section.intro && <Copy text={section.intro} />}
          <ul className={classNames("content-cards card-grid", reading && "card-grid--narrow")}>
            {section.cards.map((card) => (
              <li key={card.title} className="content-card">
                <h3>{card.title}</h3>
                <Copy text={card.text} />
                {card.link && <CopyLink link={card.link} />}
              </li>
            ))}
          </ul>
        </section>
      );
    case "list":
      return (
        <section id={id} aria-labelledby={headingId} className="content-section">
          <h2 id={headingId}>{section.heading}</h2>
          {section.intro && <Copy text={section.intro} />}
          {section.style === "ordered" ? (
            <List type="ol" items={section.items.map(withFigures)} className="content-list" />
          ) : (
            <List styleType={section.style} items={section.items.map(withFigures)} className="content-list" />
          )}
        </section>
      );
    case "spec-list":
      return (
        <section id={id} aria-labelledby={headingId} className="content-section">
          <h2 id={headingId}>{section.heading}</h2>
          {section.intro && <Copy text={section.intro} />}
          <dl className="content-spec-list">
            {section.items.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>
                  {item.href ? <CopyLink link={{ label: item.value, href: item.href }} /> : withFigures(item.value)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      );
    case "notice":
      return (
        <aside id={id} aria-labelledby={headingId} className="content-notice" data-tone={section.tone}>
          <h2 id={headingId}>{section.title}</h2>
          <Copy text={section.message} />
          {section.actions && (
            <div className="button-row content-actions">
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
          {section.intro && <Copy text={section.intro} />}
          <ol
            className={classNames(
              "content-steps",
              !reading && section.steps.length <= MAX_STEPS_ACROSS && "content-steps--across",
            )}
          >
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
                description: <Copy text={item.answer} />,
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
          <Copy text={section.intro} />
          <Calculator />
        </section>
      );
    }
    case "at-a-glance":
      return (
        <section id={id} aria-labelledby={headingId} className="content-section content-glance">
          <h2 id={headingId}>{section.heading}</h2>
          <table className="content-glance__table">
            <tbody>
              {glance && (
                <>
                  <tr>
                    <th scope="row">Term</th>
                    <td>{glance.term}</td>
                  </tr>
                  <tr>
                    <th scope="row">{glance.rateLabel}</th>
                    <td>
                      <WithFigures text={glance.rate} />
                    </td>
                  </tr>
                  <tr>
                    <th scope="row">Fees</th>
                    <td>
                      <WithFigures text={glance.fees} />
                    </td>
                  </tr>
                </>
              )}
              <tr>
                <th scope="row">Who qualifies</th>
                <td>{section.qualifies}</td>
              </tr>
              <tr>
                <th scope="row">Documents needed</th>
                <td>
                  <List styleType="chevron" items={section.documents} className="content-glance__documents" />
                </td>
              </tr>
              {section.more?.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      );
    case "call-me-back":
      return (
        <CallBackCard
          page={page}
          heading={section.heading}
          intro={section.intro}
          calculate={
            section.calculate === false ? undefined : calculatorId ? { hash: calculatorId } : { page: "usefulTools" }
          }
        />
      );
    default:
      return section satisfies never;
  }
}

export interface ContentPageProps {
  readonly content: PageContent;
  /** The components of the calculator sections in `content` (see PageCalculators). */
  readonly calculators?: PageCalculators;
  /**
   * The call-back card of the page's call-me-back section: the leads feature's CallBackCard. Every content
   * page's route passes it (also where the copy has no such section), so the card's code stays in the
   * content page's file instead of a small file of its own on every first visit.
   */
  readonly callBackCard: ComponentType<CallBackCardSlotProps>;
  /** The figures of the page's "at a glance" section, worked out by the route's loader (glance-figures.ts). */
  readonly glance?: GlanceFigures;
  /** The words of the live figures the copy names, worked out by the route's loader (live-figures.ts). */
  readonly figures?: LiveFigures;
  /**
   * What the page shows between its hero and its sections (the find-a-car search). A page with one
   * leaves its hero drawing out, so what the visitor came for starts near the top of the screen.
   */
  readonly intro?: ReactNode;
}

/** The order a template shows a page's sections in: a tool's calculator and a product's table come first. */
function orderedSections(template: PageTemplate, sections: readonly ContentSection[]) {
  const placed = sections.map((section, index) => ({ section, id: sectionId(section, index) }));
  const first = template === "tool" ? "calculator" : template === "product" ? "at-a-glance" : undefined;
  if (!first) return placed;
  return [
    ...placed.filter(({ section }) => section.kind === first),
    ...placed.filter(({ section }) => section.kind !== first),
  ];
}

function sectionHeading(section: ContentSection): string {
  return section.kind === "notice" ? section.title : section.heading;
}

/**
 * The hero picture of a page whose own part comes first on a phone (a tool's calculator, the find-a-car
 * search): shown only beside the text on wide screens, and loaded lazily, so a phone never downloads it
 * and the part stays high on the page.
 */
function HeroOnWideScreens({ image }: { readonly image: ImageEntry }) {
  return <Illustration {...image} className="content-hero__image content-hero__image--wide" />;
}

/**
 * A page of the site written in app/content/pages, laid out by its template (app/content/site-pages.ts):
 * - product: the hero with the key figures and the primary action, the "at a glance" table first;
 * - guide: a table of contents that follows the reader beside a column of readable width, related guides;
 * - tool: a short hero (its picture on wide screens only) and the calculator first;
 * - legal: plain long-form text without pictures, with the same "On this page" list as a guide.
 * Every template but legal ends with the call-back card where the page has a call-me-back section.
 */
export function ContentPage({
  content: written,
  calculators = {},
  callBackCard,
  glance,
  figures,
  intro,
}: ContentPageProps) {
  const content = useMemo(() => withLiveFigures(written, figures), [written, figures]);
  const { hero, related } = content;
  const page = sitePages[content.page];
  const template = pageTemplate(page);
  const sections = orderedSections(template, content.sections);
  const heroImage = hero.image;
  // A page without its picture is a mistake in its content module; failing loudly keeps it from shipping.
  if (template !== "legal" && !heroImage) throw new Error(`The content of "${content.page}" needs a hero.image`);
  const calculatorId = sections.find(({ section }) => section.kind === "calculator")?.id;
  const reading = template === "guide" || template === "legal";
  const { primaryAction, secondaryAction } = hero;
  const contents = sections
    .filter(({ section }) => section.kind !== "call-me-back")
    .map(({ section, id }) => ({ id, heading: sectionHeading(section) }));
  const body = sections.map(({ section, id }) => (
    <Section
      key={id}
      section={section}
      id={id}
      calculators={calculators}
      callBackCard={callBackCard}
      page={content.page}
      glance={glance}
      calculatorId={calculatorId}
      reading={reading}
    />
  ));
  return (
    <article className="content-page" data-template={template}>
      <header className="content-hero" data-layout={intro ? "compact" : undefined}>
        <div className="container content-hero__layout">
          <div className="content-hero__text">
            <h1>{hero.heading}</h1>
            <p className="content-hero__lead">
              <WithFigures text={hero.lead} />
            </p>
            {template === "product" && glance && (
              <dl className="content-hero__figures" aria-label="Key figures">
                {glance.key.map((figure) => (
                  <div key={figure.label}>
                    <dt>{figure.label}</dt>
                    <dd>{figure.value}</dd>
                    {figure.note && <dd className="content-hero__figure-note">{figure.note}</dd>}
                  </div>
                ))}
              </dl>
            )}
            {template !== "legal" && (primaryAction || secondaryAction) && (
              <div className="button-row content-actions">
                {primaryAction && <CallToActionLink action={primaryAction} variant="primary" />}
                {secondaryAction && <CallToActionLink action={secondaryAction} variant="secondary" />}
              </div>
            )}
            {(sitePages[content.page] as SitePage).product && (
              <p className="content-hero__registration">
                {brand.legalName} is a registered credit provider, NCR registration number{" "}
                {brand.registration.ncrRegistrationNumber}.
              </p>
            )}
          </div>
          {template === "legal" || !heroImage ? null : template === "tool" || intro ? (
            <HeroOnWideScreens image={heroImage} />
          ) : (
            <Illustration {...heroImage} priority className="content-hero__image" />
          )}
        </div>
      </header>
      {intro}
      {reading ? (
        <div className="container content-body content-reading">
          {/* Guides and the long legal pages list their sections: beside the text from 1000 px, above it on a phone. */}
          {contents.length > 2 && <SectionNav sections={contents} />}
          <div className="content-reading__text">{body}</div>
        </div>
      ) : (
        <div className="container content-body">{body}</div>
      )}
      {related.length > 0 && (
        <nav aria-labelledby="related-heading" className="container content-related">
          <h2 id="related-heading">{template === "guide" ? "Related guides and pages" : "Related pages"}</h2>
          <ul className="card-grid">
            {related.map((key) => (
              <li key={key}>
                <ContentPageLink className="link-card" to={`/${sitePages[key].path}`}>
                  <span className="link-card__title">{sitePages[key].title}</span>
                  <span className="link-card__text">
                    <WithFigures text={sitePages[key].description} inLink />
                  </span>
                </ContentPageLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}
