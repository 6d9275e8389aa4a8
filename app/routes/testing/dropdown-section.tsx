import { useState } from "react";
import { Dropdown } from "~/ui/dropdown/dropdown";
import { CatalogueExample, CatalogueSection, EventLog } from "./catalogue-layout";

const terms = [24, 36, 48, 60, 72].map((months) => ({ value: String(months), label: `${months} months` }));

export function DropdownSection() {
  const [term, setTerm] = useState("48");
  const [reset, setReset] = useState("96");
  return (
    <CatalogueSection
      id="dropdown"
      title="Dropdown"
      intro="Up and down cycle through the options with wrap-around, Enter chooses, Escape closes. A value that is not in the list resets to the first option."
    >
      <CatalogueExample title="Dropdown">
        <Dropdown label="Repayment term" options={terms} value={term} onChange={setTerm} />
        <EventLog label="Chosen">{term}</EventLog>
      </CatalogueExample>
      <CatalogueExample title="Given a value not in the list (96)">
        <Dropdown label="Term from an old link" options={terms} value={reset} onChange={setReset} />
        <EventLog label="Value now">{reset}</EventLog>
      </CatalogueExample>
    </CatalogueSection>
  );
}
