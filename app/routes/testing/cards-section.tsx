import { Link } from "react-router";
import { AbTest } from "~/ui/ab-test/ab-test";
import { LargeInfoCard } from "~/ui/large-info-card/large-info-card";
import { LayoutGrid } from "~/ui/layout-grid/layout-grid";
import { NewsCards } from "~/ui/news-cards/news-cards";
import { MARKUP_SOURCES } from "~/content/markup-sources";
import { sanitizedMarkup } from "~/content/markup.generated";
import { SafeHtml } from "~/ui/safe-html/safe-html";
import { Skeleton } from "~/ui/skeleton/skeleton";
import type { SkeletonPresetName } from "~/ui/skeleton/skeleton-presets";
import { CatalogueExample, CatalogueSection } from "./catalogue-layout";
import { VEHICLE_IMAGE_SIZE, vehicleImages } from "./vehicle-images";
import { useHydrated } from "~/ui/shared/use-hydrated";

const news = [
  {
    date: "2025-07-24",
    description: "The repo rate dropped by 25 basis points; linked instalments fall from August.",
    to: "/balloon-payments",
    label: "What the rate cut means for you",
  },
  {
    date: "2025-07-02",
    description: "Finance a rooftop solar system over up to 60 months.",
    to: "/solar-finance",
    label: "Solar finance is here",
  },
  {
    date: "2025-06-18",
    description: "Five checks before you buy a used car from a private seller.",
    to: "/used-car-buying-tips",
    label: "Buying used, safely",
  },
  {
    date: "2025-06-03",
    description: "Fleet customers can now track every vehicle's licence renewal online.",
    to: "/fleet-solutions",
    label: "Fleet licences online",
  },
  {
    date: "2025-05-20",
    description: "How a balloon payment lowers your instalment and what it costs.",
    to: "/balloon-payments",
    label: "Balloon payments explained",
  },
  {
    date: "2025-05-06",
    description: "Graduates can finance a first car with no credit history.",
    to: "/graduate-finance",
    label: "Your first car after graduating",
  },
].map((item, index) => ({
  date: item.date,
  description: item.description,
  link: { to: item.to, label: item.label },
  image: { ...(vehicleImages[index % vehicleImages.length] ?? vehicleImages[0]), alt: "", ...VEHICLE_IMAGE_SIZE },
}));

const smallCards = [
  { title: "Fines", text: "Check and pay traffic fines.", to: "/fines" },
  { title: "Licences", text: "Renew your vehicle licence.", to: "/licences" },
  { title: "Personalised plates", text: "Make your number plate yours.", to: "/personalised-plates" },
  { title: "Budgeting tool", text: "See what you can afford.", to: "/budgeting-tool" },
];

const presets: readonly SkeletonPresetName[] = ["block", "card", "calculator", "menu", "menumobile"];

function AbTestExample() {
  // This page is prerendered without a query string, so the variant is shown once the page runs.
  const hydrated = useHydrated();
  return (
    <>
      <div className="catalogue__row">
        <Link to="?offer=a#cards">Variant a</Link>
        <Link to="?offer=b#cards">Variant b</Link>
      </div>
      <div className="catalogue__ab">
        {hydrated ? (
          <AbTest
            name="offer"
            variants={{
              a: <p>Variant a: “Apply for finance today.”</p>,
              b: <p>Variant b: “Get a quote in two minutes.”</p>,
            }}
          />
        ) : (
          <p>Variant a: “Apply for finance today.”</p>
        )}
      </div>
    </>
  );
}

export function CardsSection() {
  return (
    <CatalogueSection
      id="cards"
      title="Info cards, news, skeletons, layout, A/B tests and markup"
      intro="Larger page blocks, loading placeholders, the experimental layout grid, the A/B test helper and sanitized markup."
    >
      <CatalogueExample title="Large info card" wide>
        <LargeInfoCard title="Useful tools" headingLevel={3} smallCards={smallCards}>
          <p>Everything you need around owning a vehicle, in one place: fines, licences and number plates.</p>
          <p>
            Small cards fill the space beside this card from 1024px: one for content up to 200px high, up to four above
            500px.
          </p>
        </LargeInfoCard>
      </CatalogueExample>
      <CatalogueExample title="News cards (four on desktop, a slider of all six below 1024px)" wide>
        <NewsCards label="Latest news" cards={news} headingLevel={3} />
      </CatalogueExample>
      <CatalogueExample title="Skeleton presets" wide>
        <div className="catalogue__skeletons">
          {presets.map((preset) => (
            <div key={preset}>
              <p className="catalogue__note">{preset}</p>
              <Skeleton preset={preset} bottomPadding={preset === "block" ? 0 : undefined} />
            </div>
          ))}
        </div>
      </CatalogueExample>
      <CatalogueExample title="Experimental layout grid (1, 2 and 4 columns)" wide>
        <LayoutGrid columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
          {["Apply", "Get approved", "Sign", "Drive"].map((step, index) => (
            <p key={step} className="catalogue__cell">
              {index + 1}. {step}
            </p>
          ))}
        </LayoutGrid>
      </CatalogueExample>
      <CatalogueExample title="A/B test “offer” (query parameter offer)">
        <AbTestExample />
      </CatalogueExample>
      <CatalogueExample title="Sanitized markup">
        <p className="catalogue__note">Markup given:</p>
        <pre className="catalogue__code">{MARKUP_SOURCES.catalogueCard}</pre>
        <p className="catalogue__note">Shown:</p>
        <SafeHtml markup={sanitizedMarkup.catalogueCard} className="catalogue__markup" />
      </CatalogueExample>
    </CatalogueSection>
  );
}
