import { pageMeta } from "~/features/seo/page-meta";
import type { PageHandle } from "~/content/page-handle";
import { BottomSheetProvider } from "~/ui/bottom-sheet/bottom-sheet-provider";
import { deferUntilVisible } from "~/ui/deferred-hydration/defer-until-visible";
import { NotificationsProvider } from "~/ui/notifications/notifications-provider";
import { ButtonsSection } from "./testing/buttons-section";
import { DisclosureSection } from "./testing/disclosure-section";
import "./testing/catalogue.css";

// Sections below the first screen load their code as they come near the viewport, so a first visit stays
// inside the JavaScript budget; the server still renders every section in full.
const TogglesSection = deferUntilVisible(() =>
  import("./testing/toggles-section").then((module) => module.TogglesSection),
);
const SlidersSection = deferUntilVisible(() =>
  import("./testing/sliders-section").then((module) => module.SlidersSection),
);
const GallerySection = deferUntilVisible(() =>
  import("./testing/gallery-section").then((module) => module.GallerySection),
);
const DialogsSection = deferUntilVisible(() =>
  import("./testing/dialogs-section").then((module) => module.DialogsSection),
);
const NotificationsSection = deferUntilVisible(() =>
  import("./testing/notifications-section").then((module) => module.NotificationsSection),
);
const HintSection = deferUntilVisible(() => import("./testing/hint-section").then((module) => module.HintSection));
const NavigationSection = deferUntilVisible(() =>
  import("./testing/navigation-section").then((module) => module.NavigationSection),
);
const DropdownSection = deferUntilVisible(() =>
  import("./testing/dropdown-section").then((module) => module.DropdownSection),
);
const FormsSection = deferUntilVisible(() => import("./testing/forms-section").then((module) => module.FormsSection));
const ContentSection = deferUntilVisible(() =>
  import("./testing/content-section").then((module) => module.ContentSection),
);
const CardsSection = deferUntilVisible(() => import("./testing/cards-section").then((module) => module.CardsSection));

export const handle: PageHandle = { page: "testing" };
export const meta = pageMeta("testing");

/** The sections of the catalogue, in page order, for the table of contents. */
const CONTENTS = [
  { id: "buttons", title: "Buttons and ripple" },
  { id: "accordion", title: "Accordion and collapsible step" },
  { id: "toggles", title: "Toggle and toggle switch" },
  { id: "sliders", title: "Slider and text slider" },
  { id: "gallery", title: "Thumbnail gallery and image viewer" },
  { id: "dialogs", title: "Modal and bottom sheet" },
  { id: "notifications", title: "Notifications and toasts" },
  { id: "hint", title: "Hint" },
  { id: "navigation", title: "Nav pills, tabs and toggle tabs" },
  { id: "dropdown", title: "Dropdown" },
  { id: "forms", title: "Form controls" },
  { id: "content", title: "Lists, notices, cards and figures" },
  { id: "cards", title: "Info cards, news, skeletons, layout, A/B tests and markup" },
] as const;

export default function TestingPage() {
  return (
    // The root mounts these for every page; here they make the catalogue work on its own too (an inner
    // provider defers to an outer one).
    <NotificationsProvider>
      <BottomSheetProvider>
        <div className="container catalogue">
          <h1>Widget catalogue</h1>
          <p className="catalogue__lead">
            This test page collects the interface widgets the site is built from, so that browser tests and reviewers
            can see each one in every state it can take and drive it from the keyboard, mouse or touch.
          </p>
          <nav className="catalogue__contents" aria-labelledby="catalogue-contents">
            <h2 id="catalogue-contents">Contents</h2>
            <ol>
              {CONTENTS.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <ButtonsSection />
          <DisclosureSection />
          <TogglesSection />
          <SlidersSection />
          <GallerySection />
          <DialogsSection />
          <NotificationsSection />
          <HintSection />
          <NavigationSection />
          <DropdownSection />
          <FormsSection />
          <ContentSection />
          <CardsSection />
        </div>
      </BottomSheetProvider>
    </NotificationsProvider>
  );
}
