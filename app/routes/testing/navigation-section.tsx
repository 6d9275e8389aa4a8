import { useState } from "react";
import { NavPills } from "~/ui/nav-pills/nav-pills";
import { Tabs } from "~/ui/tabs/tabs";
import { ToggleTabs } from "~/ui/toggle-tabs/toggle-tabs";
import { CatalogueExample, CatalogueSection, EventLog } from "./catalogue-layout";

const financeTabs = [
  {
    label: "Instalment sale",
    content: <p>You pay the vehicle off in monthly instalments and own it at the end of the term.</p>,
  },
  {
    label: "Lease",
    content: <p>You pay to use the vehicle for an agreed term and return or replace it at the end.</p>,
  },
  { label: "Balloon", content: <p>A lump sum at the end of the term keeps each monthly instalment lower.</p> },
];

const pages = [
  { label: "Overview" },
  { label: "Rates", link: "rates" },
  { label: "Documents", link: "documents" },
  { label: "Questions" },
];

export function NavigationSection() {
  const [pillChange, setPillChange] = useState("none yet");
  const [toggled, setToggled] = useState("none yet");
  return (
    <CatalogueSection
      id="navigation"
      title="Nav pills, tabs and toggle tabs"
      intro="Pills lock for 400 ms after a change and report the labels moved from and to. Tabs follow the WAI-ARIA tabs pattern. Toggle tabs become a dropdown select at 600px and below."
    >
      <CatalogueExample title="Nav pills" wide>
        <NavPills
          label="Vehicle type"
          labels={["Cars", "Bakkies", "SUVs", "Motorcycles", "Caravans", "Boats", "Trucks"]}
          onChange={(change) => setPillChange(`${change.from} → ${change.to}`)}
        />
        <EventLog label="Last change">{pillChange}</EventLog>
      </CatalogueExample>
      <CatalogueExample title="Tabs" wide>
        <Tabs label="Ways to finance a vehicle" tabs={financeTabs} />
      </CatalogueExample>
      <CatalogueExample title="Toggle tabs" wide>
        <ToggleTabs label="Solar finance pages" tabs={pages} onToggle={(tab) => setToggled(tab.label)} />
        <EventLog label="Toggled">{toggled}</EventLog>
        <p className="catalogue__note">
          In router mode each tab is a link to its base path plus its link or label; that mode is covered by the
          component tests.
        </p>
      </CatalogueExample>
    </CatalogueSection>
  );
}
