import { useState } from "react";
import { Accordion } from "~/ui/accordion/accordion";
import { CollapsibleStep } from "~/ui/accordion/collapsible-step";
import { Toggle } from "~/ui/toggle/toggle";
import { CatalogueExample, CatalogueSection, EventLog } from "./catalogue-layout";

const steps = [
  { title: "Get a quote", description: "Tell us about the vehicle, the deposit you can pay and the term you want." },
  {
    title: "Send your documents",
    description: "Your ID, your latest three payslips and three months of bank statements.",
  },
  { title: "Sign and drive away", description: "Sign the agreement with the dealer and collect your vehicle." },
];

export function DisclosureSection() {
  const [closeOthers, setCloseOthers] = useState(true);
  const [opened, setOpened] = useState("none yet");
  return (
    <CatalogueSection
      id="accordion"
      title="Accordion and collapsible step"
      intro="Steps with a title and description, collapsed to start. Opening one emits its title, closes the others and scrolls it into view."
    >
      <CatalogueExample title="Accordion" wide>
        <Toggle checked={closeOthers} onChange={setCloseOthers}>
          Opening a step closes the others
        </Toggle>
        {/* A new key when the option changes starts the accordion afresh with it. */}
        <Accordion key={String(closeOthers)} steps={steps} closeOthers={closeOthers} onStepOpen={setOpened} />
        <EventLog label="Last step opened">{opened}</EventLog>
      </CatalogueExample>
      <CatalogueExample title="Collapsible step on its own">
        <CollapsibleStep title="What is a balloon payment?">
          <p>A lump sum paid at the end of the agreement, which lowers each monthly instalment.</p>
        </CollapsibleStep>
      </CatalogueExample>
      <CatalogueExample title="Collapsible step that starts open">
        <CollapsibleStep title="Who can apply?" collapse={false}>
          <p>South African residents over 18 with a regular income.</p>
        </CollapsibleStep>
      </CatalogueExample>
    </CatalogueSection>
  );
}
