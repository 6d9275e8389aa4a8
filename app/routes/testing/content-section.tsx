import { useState } from "react";
import { sanitizedMarkup } from "~/content/markup.generated";
import { List } from "~/ui/list/list";
import { Notice } from "~/ui/notice/notice";
import { NumberDisplay } from "~/ui/number-display/number-display";
import { assertNumberDisplayConfig } from "~/ui/number-display/number-display-config";
import { RadioCard } from "~/ui/radio-card/radio-card";
import { SpecList } from "~/ui/spec-list/spec-list";
import { CatalogueExample, CatalogueSection, EventLog } from "./catalogue-layout";
import { vehicleImages } from "./vehicle-images";

export function ContentSection() {
  const [term, setTerm] = useState("");
  const [insurance, setInsurance] = useState("");
  const [configError, setConfigError] = useState("none yet");
  const tryBadConfig = () => {
    try {
      assertNumberDisplayConfig({ type: "price", display: "R 100" });
      setConfigError("accepted");
    } catch (error) {
      setConfigError(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <CatalogueSection
      id="content"
      title="Lists, notices, cards and figures"
      intro="The building blocks of content pages: lists in three styles, label and value lists, notices, radio cards and large figures."
    >
      <CatalogueExample title="Lists: dot (default), chevron, big dot, bullets, numbers from 3">
        <List items={["Your ID document", "Three months of payslips", "Three months of bank statements"]} />
        <List styleType="chevron" items={["Vehicle finance", "Asset finance"]} />
        <List styleType="bigdot" items={["No deposit needed", "Fixed or linked rate"]} />
        <List type="ul" items={["Plain bullet one", "Plain bullet two"]} />
        <List type="ol" start={3} items={["Sign the agreement", "Collect your vehicle"]} />
      </CatalogueExample>
      <CatalogueExample title="Spec list">
        <SpecList
          items={[
            { label: "Term", value: "24 to 72 months" },
            { label: "Interest", value: "18.00% to 27.75%" },
            { label: "Initiation fee (incl. VAT)", value: "R 1 207.50" },
            { label: "Monthly admin fee (incl. VAT)", value: "R 69.00" },
          ]}
        />
      </CatalogueExample>
      <CatalogueExample title="Notices: plain text, and sanitized markup with an image" wide>
        <div className="catalogue__stack">
          <Notice
            icon="info"
            title="Rates change on 1 August"
            message="From 1 August the prime lending rate is 10.75%. Your instalment changes on your next statement."
            actions={[{ title: "Work out your budget", href: "/budgeting-tool" }]}
          />
          <Notice
            icon="warning"
            title="Beware of payment scams"
            messageIsMarkup
            message={sanitizedMarkup.catalogueNotice}
            image={{ src: vehicleImages[0].src, alt: "", width: 400, height: 250 }}
          />
        </div>
      </CatalogueExample>
      <CatalogueExample title="Radio cards and a checkbox card">
        <fieldset className="catalogue__fieldset">
          <legend>Repayment term</legend>
          {["48", "72"].map((months) => (
            <RadioCard
              key={months}
              name="catalogue-term"
              value={months}
              checked={term === months}
              onChange={setTerm}
              title={`${months} months`}
            >
              <p>
                {months === "48"
                  ? "Higher instalments, less interest overall."
                  : "Lower instalments, more interest overall."}
              </p>
            </RadioCard>
          ))}
          <RadioCard
            type="checkbox"
            name="catalogue-extras"
            value="credit-life"
            checked={insurance !== ""}
            onChange={setInsurance}
            title="Add credit life cover"
          >
            <p>Settles what you owe if you cannot pay because of death or disability.</p>
          </RadioCard>
        </fieldset>
        <EventLog label="Term value">{term === "" ? "(empty)" : term}</EventLog>
        <EventLog label="Cover value">{insurance === "" ? "(empty string)" : insurance}</EventLog>
      </CatalogueExample>
      <CatalogueExample title="Number display">
        <div className="catalogue__figures">
          <div>
            <NumberDisplay options={{ type: "price", display: 137754.32 }} />
            <p>price of 137 754.32</p>
          </div>
          <div>
            <NumberDisplay options={{ type: "percentage", display: 24.5 }} />
            <p>percentage of 24.5</p>
          </div>
          <div>
            <NumberDisplay options={{ type: "plain", display: -72 }} />
            <p>plain −72</p>
          </div>
        </div>
        <button type="button" className="catalogue__plain-button" onClick={tryBadConfig}>
          Check a config whose display is text
        </button>
        <EventLog label="Developer error">{configError}</EventLog>
      </CatalogueExample>
    </CatalogueSection>
  );
}
