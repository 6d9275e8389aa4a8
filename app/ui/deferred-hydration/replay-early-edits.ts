/**
 * A visitor can type into a deferred part's server HTML before its code has loaded. React keeps what the
 * field shows when it hydrates but does not tell the component, so the field and the component's state
 * would disagree until the next keystroke (a calculator would show old figures; a form would send what
 * the visitor no longer sees). After hydration, each field whose value differs from the one the server
 * rendered is announced again the way a browser announces an edit, so the component's onChange sees it.
 */

type ValueField = HTMLInputElement | HTMLTextAreaElement;

const nativeSetter = (field: Element, property: "value" | "checked") =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, property)?.set;

/**
 * Makes the change visible to React's value tracking: the field is first set back to the rendered value
 * through its own property (which React tracks), then to the visitor's through the prototype's setter
 * (which it does not), so React sees a change when the event arrives.
 */
function announce(
  field: ValueField,
  property: "value" | "checked",
  rendered: string | boolean,
  edited: string | boolean,
  eventType: "input" | "click",
) {
  const setter = nativeSetter(field, property);
  if (!setter) return;
  (field as unknown as Record<string, unknown>)[property] = rendered;
  setter.call(field, edited);
  field.dispatchEvent(new Event(eventType, { bubbles: true }));
}

function isCheckable(field: Element): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
}

/** The option that was selected as rendered: the one marked selected, else the first one. */
function renderedOption(select: HTMLSelectElement): HTMLOptionElement | undefined {
  return [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
}

export function replayEditsMadeBeforeHydration(root: Element | null): void {
  if (!root) return;
  for (const field of root.querySelectorAll("input, textarea, select")) {
    if (field instanceof HTMLSelectElement) {
      if (!field.multiple && field.selectedIndex >= 0 && field.options[field.selectedIndex] !== renderedOption(field)) {
        field.dispatchEvent(new Event("change", { bubbles: true }));
      }
    } else if (isCheckable(field)) {
      // A radio button the visitor chose stands for its whole group; the one it replaced follows it.
      const edited =
        field.type === "radio" ? field.checked && !field.defaultChecked : field.checked !== field.defaultChecked;
      // A plain Event (not a MouseEvent) of type click reaches React without toggling the box again.
      if (edited) announce(field, "checked", field.defaultChecked, field.checked, "click");
    } else if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && field.type !== "file")) {
      if (field.value !== field.defaultValue) announce(field, "value", field.defaultValue, field.value, "input");
    }
  }
}
