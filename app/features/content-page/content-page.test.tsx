import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "#test-support/axe";
import heroInsurance from "~/content/images/hero-insurance";
import heroPrivateFinance from "~/content/images/hero-private-finance";
import type { PageContent } from "~/content/page-content";
import { ContentPage, type CallBackCardSlotProps, type ContentPageProps } from "./content-page";
import type { GlanceFigures } from "./glance-figures";

const content: PageContent = {
  page: "insurance",
  hero: {
    image: heroInsurance,
    heading: "Insure the car you finance",
    lead: "Cover that keeps the finance paid if the car is not.",
  },
  sections: [
    { kind: "list", heading: "What you need", style: "dot", items: ["ID document", "Payslips"] },
    { kind: "list", heading: "Where to next", style: "chevron", items: ["Vehicle finance", "Asset finance"] },
    { kind: "list", heading: "Your rights", style: "bigdot", items: ["Choose your insurer", "Cancel in 31 days"] },
    { kind: "list", heading: "How to claim", style: "ordered", items: ["Report it", "Get a quote", "Repair"] },
  ],
  related: [],
};

function listUnder(heading: string): HTMLElement {
  const section = screen.getByRole("heading", { level: 2, name: heading }).closest("section");
  if (!section) throw new Error(`no section for ${heading}`);
  return within(section).getByRole("list");
}

describe("a content page's lists", () => {
  it.each([
    ["What you need", "dot"],
    ["Where to next", "chevron"],
    ["Your rights", "bigdot"],
  ])("draws the list under %s with the %s markers of the list widget", (heading, marker) => {
    render(
      <MemoryRouter>
        <ContentPage content={content} callBackCard={CallBackCardStub} />
      </MemoryRouter>,
    );
    const list = listUnder(heading);
    expect(list.tagName).toBe("UL");
    expect(list).toHaveAttribute("data-marker", marker);
    expect(list).toHaveClass("list");
  });

  it("numbers an ordered list", () => {
    render(
      <MemoryRouter>
        <ContentPage content={content} callBackCard={CallBackCardStub} />
      </MemoryRouter>,
    );
    const list = listUnder("How to claim");
    expect(list.tagName).toBe("OL");
    expect(list).toHaveAttribute("data-marker", "number");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Report it", "Get a quote", "Repair"]);
  });
});

const glance: GlanceFigures = {
  term: "12 to 96 months",
  rateLabel: "Interest rate",
  rate: "Never more than 23.75% a year",
  fees: "A once-off initiation fee of at most R 1 207.50",
  key: [
    { label: "Term", value: "12 to 96 months" },
    { label: "Example rate", value: "13.25%", note: "Our example; legal maximum 23.75%, as at 29 January 2026" },
    { label: "Monthly service fee", value: "up to R 69.00" },
  ],
};

const productContent: PageContent = {
  page: "privateFinance",
  hero: {
    image: heroPrivateFinance,
    heading: "Finance your next car",
    lead: "Pay off a car in monthly instalments.",
    primaryAction: { kind: "call-me-back", label: "Call me back" },
  },
  sections: [
    { kind: "prose", id: "how", heading: "How it works", paragraphs: ["We pay the seller."] },
    {
      kind: "at-a-glance",
      id: "at-a-glance",
      heading: "At a glance",
      agreement: "instalment-agreement",
      qualifies: "South African residents with a regular income",
      documents: ["Your ID", "Three months' payslips"],
      more: [{ label: "Deposit", value: "Optional" }],
    },
    { kind: "call-me-back", id: "call-me-back", heading: "Talk to a consultant", intro: "We call you back." },
  ],
  related: ["balloonPayments"],
};

/** Stands in for the leads feature's card, which the routes pass (its own behaviour: app/routes/content-page-call-back.test.tsx). */
function CallBackCardStub({ page, heading, calculate }: CallBackCardSlotProps) {
  const leadsTo = calculate === undefined ? "none" : "hash" in calculate ? `#${calculate.hash}` : calculate.page;
  return (
    <section id="call-me-back" aria-label={heading} data-page={page} data-heading={heading} data-calculate={leadsTo} />
  );
}

function renderPage(pageContent: PageContent, props: Partial<ContentPageProps> = {}) {
  return render(
    <MemoryRouter>
      <ContentPage content={pageContent} callBackCard={CallBackCardStub} {...props} />
    </MemoryRouter>,
  );
}

describe("the product template", () => {
  it("shows the key figures in the hero and the at-a-glance table first, figures kept whole", async () => {
    const { container } = renderPage(productContent, { glance });
    const figures = container.querySelector(".content-hero__figures");
    expect(figures).toHaveAttribute("aria-label", "Key figures");
    // The rate leads with the example; the dated legal maximum is a fact beneath it, in the same entry.
    const rate = within(figures as HTMLElement).getByText("13.25%");
    expect(rate.previousElementSibling?.textContent).toBe("Example rate");
    expect(rate.nextElementSibling?.textContent).toBe("Our example; legal maximum 23.75%, as at 29 January 2026");
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 2)).toEqual(["At a glance", "How it works"]);
    const table = screen.getByRole("table");
    const rows = within(table)
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent);
    expect(rows).toEqual(["Term", "Interest rate", "Fees", "Who qualifies", "Documents needed", "Deposit"]);
    expect(within(table).getByText("R 1 207.50")).toHaveClass("keep-whole");
    expect(container.querySelector("article")).toHaveAttribute("data-template", "product");
    await expectNoAxeViolations(container);
  });
});

describe("the call-me-back section", () => {
  it("hands the route's call-back card its heading, intro and where Calculate leads", () => {
    const { container } = renderPage(productContent, { glance });
    const card = container.querySelector("#call-me-back") as HTMLElement;
    expect(card.dataset).toMatchObject({
      page: "privateFinance",
      heading: "Talk to a consultant",
      calculate: "usefulTools",
    });
  });
});

describe("the guide template", () => {
  it("lists its sections in a table of contents beside a reading column", async () => {
    const { container } = renderPage({ ...content, page: "vehicleFinanceGuide" });
    const contents = screen.getByRole("navigation", { name: "On this page" });
    expect(
      within(contents)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["What you need", "#section-1"],
      ["Where to next", "#section-2"],
      ["Your rights", "#section-3"],
      ["How to claim", "#section-4"],
    ]);
    expect(container.querySelector(".content-reading__text")).not.toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe("layout marks for the stylesheet", () => {
  const steps = (count: number) => ({
    kind: "steps" as const,
    id: "steps",
    heading: "How to apply",
    steps: Array.from({ length: count }, (_, index) => ({ title: `Step ${index + 1}`, description: "Do it." })),
  });
  const cards = {
    kind: "cards" as const,
    id: "cards",
    heading: "Kinds of cover",
    cards: ["Comprehensive", "Credit life", "Shortfall"].map((title) => ({ title, text: `${title} cover.` })),
  };
  const stepsList = () =>
    within(screen.getByRole("heading", { level: 2, name: "How to apply" }).closest("section") as HTMLElement).getByRole(
      "list",
    );

  it("runs up to five steps across a product page, not six, and never in a guide's reading column", () => {
    const { unmount } = renderPage({ ...productContent, sections: [steps(5)] }, { glance });
    expect(stepsList()).toHaveClass("content-steps--across");
    unmount();
    const six = renderPage({ ...productContent, sections: [steps(6)] }, { glance });
    expect(stepsList()).not.toHaveClass("content-steps--across");
    six.unmount();
    renderPage({ ...content, page: "vehicleFinanceGuide", sections: [steps(4)] });
    expect(stepsList()).not.toHaveClass("content-steps--across");
  });

  it("gives cards in a guide's reading column the two-column grid, and a product page's the full grid", () => {
    const { container, unmount } = renderPage({ ...content, page: "vehicleFinanceGuide", sections: [cards] });
    expect(container.querySelector(".content-cards")).toHaveClass("card-grid", "card-grid--narrow");
    unmount();
    const product = renderPage({ ...productContent, sections: [cards] }, { glance });
    expect(product.container.querySelector(".content-cards")).toHaveClass("card-grid");
    expect(product.container.querySelector(".content-cards")).not.toHaveClass("card-grid--narrow");
  });
});

describe("the hero picture", () => {
  it("refuses to draw a page other than a legal one without its picture, so none ships without it", () => {
    const { image: _image, ...withoutPicture } = productContent.hero;
    expect(() => renderPage({ ...productContent, hero: withoutPicture }, { glance })).toThrow(/needs a hero\.image/);
  });
});

describe("the tool and legal templates", () => {
  it("puts a tool's calculator first", () => {
    const Budget = () => <p>Budget calculator</p>;
    renderPage(
      {
        ...content,
        page: "budgetingTool",
        sections: [
          { kind: "prose", heading: "Why budget", paragraphs: ["It helps."] },
          { kind: "calculator", calculator: "budget", heading: "Your budget", intro: "Add it up." },
        ],
      },
      { calculators: { budget: Budget } },
    );
    expect(screen.getAllByRole("heading", { level: 2 })[0]).toHaveTextContent("Your budget");
  });

  it("shows a legal page as plain text, without a picture or actions, its sections listed on the page", () => {
    const { container } = renderPage({ ...content, page: "termsOfUse" });
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("article")).toHaveAttribute("data-template", "legal");
    const contents = screen.getByRole("navigation", { name: "On this page" });
    const sectionIds = [...container.querySelectorAll(".content-reading__text > section[id]")].map(
      (section) => `#${section.id}`,
    );
    expect(
      within(contents)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(sectionIds);
  });
});

describe("figures in a page's copy", () => {
  it("keeps every rand amount and rate whole in prose, lists, notices and answers, so no line breaks inside one", () => {
    const withFigures: PageContent = {
      ...content,
      sections: [
        {
          kind: "prose",
          id: "prose",
          heading: "Rates",
          paragraphs: ["Between 18.00% and 27.75% a year, on a car costing R400 000.", "Regulation 42 applies."],
        },
        { kind: "list", id: "list", heading: "Fees", style: "dot", items: ["An initiation fee of up to R1 207.50"] },
        {
          kind: "spec-list",
          id: "spec",
          heading: "Example",
          items: [{ label: "Take-home income", value: "R32 000" }],
        },
        {
          kind: "notice",
          id: "example",
          tone: "info",
          title: "Example",
          message: "The cost of credit is R 77 754.32.",
        },
        {
          kind: "faq",
          id: "faq",
          heading: "Questions",
          items: [{ question: "Fees?", answer: "At most R 69.00 a month." }],
        },
      ],
    };
    render(
      <MemoryRouter>
        <ContentPage content={withFigures} callBackCard={CallBackCardStub} />
      </MemoryRouter>,
    );
    for (const figure of ["18.00%", "27.75%", "R 77 754.32", "R 69.00", "R400 000", "R1 207.50", "R32 000"])
      expect(screen.getByText(figure, { ignore: "script" })).toHaveClass("keep-whole");
    // A word that merely starts with R, or a number after one, is not an amount.
    expect(screen.getByText("Regulation 42 applies.")).not.toHaveClass("keep-whole");
    expect(document.querySelectorAll(".keep-whole")).toHaveLength(7);
  });

  it("makes e-mail addresses and phone numbers in copy links that wrap after the @ and keep the number whole", () => {
    const withAddresses: PageContent = {
      ...content,
      sections: [
        {
          kind: "cards",
          id: "regulator",
          heading: "Regulator",
          cards: [
            {
              title: "Information Regulator",
              text: "Complaints go to POPIAComplaints@inforegulator.org.za or 010 023 5200 (or 0860\u00a0800\u00a0900).",
              link: {
                label: "PAIAComplaints@inforegulator.org.za",
                href: "mailto:PAIAComplaints@inforegulator.org.za",
              },
            },
          ],
        },
      ],
    };
    const { container } = render(
      <MemoryRouter>
        <ContentPage content={withAddresses} callBackCard={CallBackCardStub} />
      </MemoryRouter>,
    );
    const card = container.querySelector(".content-card") as HTMLElement;
    const address = within(card).getByRole("link", { name: "POPIAComplaints@inforegulator.org.za" });
    expect(address).toHaveAttribute("href", "mailto:POPIAComplaints@inforegulator.org.za");
    expect(address.innerHTML).toBe("POPIAComplaints@<wbr>inforegulator.org.za");
    const phone = within(card).getByRole("link", { name: "010 023 5200" });
    expect(phone).toHaveAttribute("href", "tel:+27100235200");
    expect(phone).toHaveClass("keep-whole");
    // A number the copy already keeps whole with no-break spaces is a link too.
    expect(within(card).getByRole("link", { name: "0860\u00a0800\u00a0900" })).toHaveAttribute(
      "href",
      "tel:+27860800900",
    );
    const link = within(card).getByRole("link", { name: "PAIAComplaints@inforegulator.org.za" });
    expect(link.innerHTML).toBe("PAIAComplaints@<wbr>inforegulator.org.za");
  });
});

describe("the hero picture", () => {
  const page = (key: PageContent["page"]): PageContent => ({ ...content, page: key, sections: [] });

  it("loads a product page's picture eagerly, at high priority", () => {
    render(
      <MemoryRouter>
        <ContentPage content={page("privateFinance")} callBackCard={CallBackCardStub} />
      </MemoryRouter>,
    );
    const picture = screen.getByRole("img");
    expect(picture).toHaveAttribute("loading", "eager");
    expect(picture).not.toHaveClass("content-hero__image--wide");
  });

  it("gives a tool page its picture on wide screens only, loaded lazily so a phone never fetches it", () => {
    render(
      <MemoryRouter>
        <ContentPage content={page("budgetingTool")} callBackCard={CallBackCardStub} />
      </MemoryRouter>,
    );
    const picture = screen.getByRole("img", { hidden: true });
    expect(picture).toHaveAttribute("loading", "lazy");
    expect(picture).toHaveClass("content-hero__image--wide");
  });
});
