import "./security-reminder.css";

/** What a form that asks for personal details says about what it will never ask for. */
export const SECURITY_REMINDER_TEXT =
  "We will never ask for your banking PIN, a password or a one-time PIN (OTP): not on this site, by phone, by email or by SMS. If anyone does, do not give it.";

/**
 * The reminder every form that collects personal details shows beside its submit button, so a visitor who
 * is later called or emailed "from us" knows what a real consultant never asks for.
 */
export function SecurityReminder() {
  return (
    <p className="security-reminder" data-security-reminder="">
      {SECURITY_REMINDER_TEXT}
    </p>
  );
}
