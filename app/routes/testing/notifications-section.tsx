import { useState } from "react";
import { sanitizedMarkup } from "~/content/markup.generated";
import { Button } from "~/ui/button/button";
import type { NotificationConfig } from "~/ui/notifications/notification-config";
import { useNotifications } from "~/ui/notifications/notifications-context";
import { CatalogueExample, CatalogueSection, EventLog } from "./catalogue-layout";

const examples: readonly { readonly label: string; readonly config: NotificationConfig }[] = [
  {
    label: "System notification",
    config: { title: "Quote sent", message: "We will call you back within one working day." },
  },
  {
    label: "Success",
    config: { title: "Saved", message: "Your budget has been saved on this device.", theme: "success" },
  },
  {
    label: "Error",
    config: {
      title: "Not sent",
      message: "The quote could not be sent. Please try again.",
      theme: "error",
      forceShowClose: true,
    },
  },
  {
    label: "Stays until closed",
    config: {
      message: "Rates change on 1 August.",
      displayDuration: Infinity,
      actions: [{ title: "See the new rates", href: "#notifications" }],
    },
  },
  { label: "Toast", config: { type: "toast", message: "Copied the reference number." } },
  {
    label: "Toast with close",
    config: {
      type: "toast",
      message: "You are offline. We will retry when you are back.",
      forceShowClose: true,
      icon: "warning",
    },
  },
  {
    label: "Markup message",
    config: {
      message: sanitizedMarkup.catalogueNotification,
      allowUnsafeHTML: true,
      displayDuration: 8000,
    },
  },
];

export function NotificationsSection() {
  const { notify } = useNotifications();
  const [error, setError] = useState("none yet");
  const tryWithoutMessage = () => {
    try {
      notify({ title: "No message" } as unknown as NotificationConfig);
      setError("accepted");
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : String(thrown));
    }
  };
  return (
    <CatalogueSection
      id="notifications"
      title="Notifications and toasts"
      intro="Spawned, shown, closed after the display time (5 s by default) or by the close button, then removed. Newer ones push older ones along. Pointing at one or tabbing into it pauses its clock."
    >
      <CatalogueExample title="Show a notification" wide>
        <div className="catalogue__row">
          {examples.map((example) => (
            <Button key={example.label} theme="info" outlined onClick={() => notify(example.config)}>
              {example.label}
            </Button>
          ))}
        </div>
      </CatalogueExample>
      <CatalogueExample title="A notification without a message">
        <Button theme="none" outlined onClick={tryWithoutMessage}>
          Notify without a message
        </Button>
        <EventLog label="Developer error">{error}</EventLog>
      </CatalogueExample>
    </CatalogueSection>
  );
}
