import { useState } from "react";
import { useBottomSheet } from "~/ui/bottom-sheet/bottom-sheet-context";
import { Button } from "~/ui/button/button";
import { Modal } from "~/ui/modal/modal";
import { useOpenModals } from "~/ui/modal/modal-registry";
import { Toggle } from "~/ui/toggle/toggle";
import { CatalogueExample, CatalogueSection, EventLog } from "./catalogue-layout";

function RateCard({
  data,
  close,
}: {
  readonly data: { readonly rate: string } | undefined;
  readonly close: () => void;
}) {
  return (
    <>
      <p>Rates for vehicle finance start at {data?.rate} a year, depending on your credit profile.</p>
      <Button onClick={close}>Got it</Button>
    </>
  );
}

export function DialogsSection() {
  const [open, setOpen] = useState(false);
  const [lockScroll, setLockScroll] = useState(true);
  const [closes, setCloses] = useState<string[]>([]);
  const openModals = useOpenModals();
  const sheet = useBottomSheet();
  const [sheetLog, setSheetLog] = useState("none yet");

  return (
    <CatalogueSection
      id="dialogs"
      title="Modal and bottom sheet"
      intro="Dialogs move focus in, keep Tab inside, close on Escape or a click outside, and give focus back. Only one bottom sheet is open at a time; drag it down to dismiss it."
    >
      <CatalogueExample title="Modal">
        <Toggle checked={lockScroll} onChange={setLockScroll}>
          Lock the page scroll after 600 ms
        </Toggle>
        <Button onClick={() => setOpen(true)}>Open the quote modal</Button>
        <Modal
          name="quote"
          title="Request a quote"
          open={open}
          onOpenChange={setOpen}
          lockScroll={lockScroll}
          onClose={(name) => setCloses((log) => [...log, name])}
        >
          <p>We will call you within one working day to talk about the vehicle you want to finance.</p>
          <div className="catalogue__row">
            <Button onClick={() => setOpen(false)}>Call me back</Button>
            <Button outlined onClick={() => setOpen(false)}>
              Not now
            </Button>
          </div>
        </Modal>
        <EventLog label="Open modals">{openModals.length > 0 ? openModals.join(", ") : "none"}</EventLog>
        <EventLog label="Close events">{closes.length > 0 ? closes.join(", ") : "none yet"}</EventLog>
      </CatalogueExample>
      <CatalogueExample title="Bottom sheet">
        <div className="catalogue__row">
          <Button
            theme="info"
            onClick={() =>
              sheet.open(
                { element: <p>Our branches are open Monday to Friday, 08:00 to 17:00.</p> },
                { label: "Opening hours", onClose: () => setSheetLog("Opening hours closed") },
              )
            }
          >
            Sheet from an element
          </Button>
          <Button
            theme="info"
            onClick={() =>
              sheet.open(
                {
                  template: (data: { readonly name: string } | undefined) => (
                    <p>Welcome back, {data?.name}. Your application is being reviewed.</p>
                  ),
                  data: { name: "Thandi" },
                },
                { label: "Application status", onClose: () => setSheetLog("Application status closed") },
              )
            }
          >
            Sheet from a template
          </Button>
          <Button
            theme="info"
            onClick={() =>
              sheet.open(
                { component: RateCard, data: { rate: "11.75%" } },
                { label: "Our rates", onClose: () => setSheetLog("Our rates closed") },
              )
            }
          >
            Sheet from a component
          </Button>
        </div>
        <EventLog label="Last sheet event">{sheetLog}</EventLog>
      </CatalogueExample>
    </CatalogueSection>
  );
}
