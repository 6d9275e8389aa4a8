import { useState } from "react";
import { Button } from "~/ui/button/button";
import { Toggle } from "~/ui/toggle/toggle";
import { ToggleSwitch } from "~/ui/toggle-switch/toggle-switch";
import { CatalogueExample, CatalogueSection, EventLog } from "./catalogue-layout";

const describe = (value: boolean | null) => (value === null ? "null (none)" : String(value));

export function TogglesSection() {
  const [newsletter, setNewsletter] = useState(false);
  const [written, setWritten] = useState<boolean | null>(null);
  const [reported, setReported] = useState<boolean | null>(null);
  return (
    <CatalogueSection
      id="toggles"
      title="Toggle and toggle switch"
      intro="A checked/unchecked toggle, and the three-state switch (none, off, on): right or up arrow gives off, left or down arrow gives on."
    >
      <CatalogueExample title="Toggle">
        <Toggle checked={newsletter} onChange={setNewsletter} description="At most one email a month.">
          Send me rate updates
        </Toggle>
        <Toggle disabled>Disabled toggle</Toggle>
        <EventLog label="Checked">{String(newsletter)}</EventLog>
      </CatalogueExample>
      <CatalogueExample title="Toggle switch">
        <div className="catalogue__stack">
          <ToggleSwitch label="Balloon payment" defaultValue={false} />
          <ToggleSwitch label="Trade-in (starts with nothing chosen)" allowIntermediate />
          <ToggleSwitch
            label="Credit life (press the choice again to clear it)"
            allowIntermediate
            allowIntermediateAfterSet
            labels={{ on: "Yes", off: "No" }}
          />
          <ToggleSwitch label="Disabled switch" defaultValue disabled />
        </div>
      </CatalogueExample>
      <CatalogueExample title="Values written in">
        <ToggleSwitch
          label="Written value"
          allowIntermediate
          value={written}
          onChange={(value) => {
            setWritten(value);
            setReported(value);
          }}
        />
        <div className="catalogue__row">
          <Button outlined theme="info" onClick={() => setWritten(true)}>
            Write true
          </Button>
          <Button outlined theme="info" onClick={() => setWritten(false)}>
            Write false
          </Button>
          <Button outlined theme="info" onClick={() => setWritten(null)}>
            Write null
          </Button>
        </div>
        <EventLog label="Last change from the switch">{describe(reported)}</EventLog>
      </CatalogueExample>
    </CatalogueSection>
  );
}
