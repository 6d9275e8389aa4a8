import { describe, expect, it } from "vitest";
import { brand } from "~/content/brand";
import { CALL_BACK_HOURS } from "~/lib/leads/call-back-window";
import { PREFERRED_TIME_LABELS } from "~/lib/leads/lead-submission";

describe("the call-back hours", () => {
  it("uses the call-back hours the form states, and the times its choices name", () => {
    const clock = (minutes: number) => `${String(minutes / 60).padStart(2, "0")}:00`;
    const weekday = CALL_BACK_HOURS[1];
    const saturday = CALL_BACK_HOURS[6];
    expect(brand.contact.callBackHours).toBe(
      `Monday to Friday ${clock(weekday?.from ?? 0)}–${clock(weekday?.to ?? 0)}, Saturday ${clock(saturday?.from ?? 0)}–${clock(saturday?.to ?? 0)}`,
    );
    expect(CALL_BACK_HOURS[0]).toBeNull();
    expect(PREFERRED_TIME_LABELS.evening).toBe("Early evening (17:00 to 19:00)");
    expect(PREFERRED_TIME_LABELS.morning).toBe("Morning (08:00 to 12:00)");
    expect(PREFERRED_TIME_LABELS.afternoon).toBe("Afternoon (12:00 to 17:00)");
  });
});
