import { useState } from "react";
import { Button } from "~/ui/button/button";
import { ButtonLink } from "~/ui/button/button-link";
import { assertButtonTheme, BUTTON_THEMES } from "~/ui/button/button-style";
import { useTimers } from "~/ui/shared/use-timers";
import { CatalogueExample, CatalogueSection, EventLog } from "./catalogue-layout";

export function ButtonsSection() {
  const [sending, setSending] = useState(false);
  const [presses, setPresses] = useState(0);
  const [themeError, setThemeError] = useState("none yet");
  const { after } = useTimers();

  const send = () => {
    setSending(true);
    after(2000, () => setSending(false));
  };

  const tryTheme = () => {
    try {
      assertButtonTheme("primary");
      setThemeError("accepted");
    } catch (error) {
      setThemeError(error instanceof TypeError ? `TypeError: ${error.message}` : String(error));
    }
  };

  return (
    <CatalogueSection
      id="buttons"
      title="Buttons and ripple"
      intro="Themes action, info and none; outlined, hover, block and chubby looks; loading and disabled. Press one to see the ripple."
    >
      {BUTTON_THEMES.map((theme) => (
        <CatalogueExample key={theme} title={`Theme: ${theme}`}>
          <div className="catalogue__row">
            <Button theme={theme} onClick={() => setPresses((count) => count + 1)}>
              Apply now
            </Button>
            <Button theme={theme} outlined onClick={() => setPresses((count) => count + 1)}>
              Outlined
            </Button>
            <Button theme={theme} hover>
              Hover look
            </Button>
            <Button theme={theme} disabled>
              Disabled
            </Button>
          </div>
        </CatalogueExample>
      ))}
      <CatalogueExample title="Loading, block and chubby">
        <div className="catalogue__stack">
          <Button loading={sending} onClick={send}>
            {sending ? "Sending your details" : "Send my details (loads for 2 s)"}
          </Button>
          <Button block theme="info" onClick={() => setPresses((count) => count + 1)}>
            Block button
          </Button>
          <Button chubby onClick={() => setPresses((count) => count + 1)}>
            Chubby button
          </Button>
          <EventLog label="Presses">{presses}</EventLog>
        </div>
      </CatalogueExample>
      <CatalogueExample title="Links styled as buttons">
        <div className="catalogue__row">
          <ButtonLink to="/business">Finance for business</ButtonLink>
          <ButtonLink to="/useful-tools" theme="info" outlined>
            Useful tools
          </ButtonLink>
          <ButtonLink href="https://www.ncr.org.za" newWindow theme="none">
            National Credit Regulator
          </ButtonLink>
        </div>
      </CatalogueExample>
      <CatalogueExample title="A theme outside action, info and none">
        <Button theme="none" outlined onClick={tryTheme}>
          Try the theme “primary”
        </Button>
        <EventLog label="Developer error">{themeError}</EventLog>
      </CatalogueExample>
    </CatalogueSection>
  );
}
