import { useRef, useState } from "react";
import { Button } from "~/ui/button/button";
import { Dropdown } from "~/ui/dropdown/dropdown";
import { HINT_TYPES, type HintType } from "~/ui/hint/hint.machine";
import { Hint } from "~/ui/hint/hint";
import { Toggle } from "~/ui/toggle/toggle";
import { CatalogueExample, CatalogueSection, EventLog } from "./catalogue-layout";

const isHintType = (value: string): value is HintType => (HINT_TYPES as readonly string[]).includes(value);

export function HintSection() {
  const [type, setType] = useState<HintType>("bottom-center");
  const [shadow, setShadow] = useState(true);
  const [round, setRound] = useState(1);
  const [dismissals, setDismissals] = useState(0);
  const deposit = useRef<HTMLParagraphElement | null>(null);
  return (
    <CatalogueSection
      id="hint"
      title="Hint"
      intro="A one-off hint beside a control. Any key press, any click, or the pointer over the hint or its highlighted element dismisses it after 400 ms, with a 310 ms fade."
    >
      <CatalogueExample title="Hint" wide>
        <div className="catalogue__row">
          <Dropdown
            label="Placement"
            options={HINT_TYPES.map((value) => ({ value, label: value }))}
            value={type}
            onChange={(value) => isHintType(value) && setType(value)}
          />
          <Toggle checked={shadow} onChange={setShadow}>
            Shadow
          </Toggle>
          <Button outlined theme="info" onClick={() => setRound((count) => count + 1)}>
            Show the hint again
          </Button>
        </div>
        <div className="catalogue__hint-stage">
          <p ref={deposit} className="catalogue__highlight-target">
            Deposit: R 40 000
          </p>
          <Hint
            key={round}
            text="Change your deposit to see the instalment move."
            type={type}
            shadow={shadow}
            highlight={[deposit]}
            onDismiss={() => setDismissals((count) => count + 1)}
          >
            {(describedBy) => (
              <Button theme="none" outlined aria-describedby={describedBy}>
                Change deposit
              </Button>
            )}
          </Hint>
        </div>
        <EventLog label="hintDismissed events">{dismissals}</EventLog>
      </CatalogueExample>
    </CatalogueSection>
  );
}
