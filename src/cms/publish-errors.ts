/**
 * Publish with a field in error: Decap marks the field in red but, unless a
 * required field is empty, says nothing, and the field may be out of view.
 * After each Publish, the first field in error is scrolled into view and
 * focused, and a notice says the entry was not published, what each field
 * needs and what to do.
 */
import { clearNotice, showNotice } from "./notice";

/** Decap's list of a field's error messages (its styled component is labelled so in the class name). */
export const FIELD_ERRORS_SELECTOR = '[class*="ControlErrorsList"]';
/** Decap's publish actions: the toolbar's menu items, and the button of an entry without the menu. */
const PUBLISH_ACTION = /^Publish( now| and create new| and duplicate)?$/;
/** How long to look for the errors Decap's validation draws after a click, in milliseconds (a busy machine renders late). */
const LOOK_FOR = 3000;

/** The messages of every field in error, in the page's order. */
export function fieldErrors(doc: Document): { control: Element; messages: string[] }[] {
  return [...doc.querySelectorAll(FIELD_ERRORS_SELECTOR)].map((list) => ({
    // The list sits in the field's top bar, inside the field's container.
    control: list.parentElement?.parentElement ?? list,
    messages: [...list.querySelectorAll("li")].map((item) => (item.textContent ?? "").trim()).filter(Boolean),
  }));
}

/** The notice's text: the entry was not published, why, and what to do. */
export function notPublishedMessage(messages: readonly string[], fields: number): string {
  const why = messages.map((message) => (/[.!?]$/.test(message) ? message : `${message}.`)).join(" ");
  const which = fields === 1 ? "the field marked in red, now in view" : `the ${fields} fields marked in red (the first is now in view)`;
  return `Not published. ${why} Correct ${which}, then publish again.`;
}

/** Shows the first field in error and says why; false when there is none. */
export function revealFirstError(doc: Document): boolean {
  const errors = fieldErrors(doc).filter((error) => error.messages.length > 0);
  if (errors.length === 0) return false;
  const [first] = errors;
  first.control.scrollIntoView({ block: "center" });
  const input = first.control.querySelector<HTMLElement>("input, textarea, select, [contenteditable='true']");
  input?.focus({ preventScroll: true });
  showNotice(doc, "error", notPublishedMessage(errors.flatMap((error) => error.messages), errors.length));
  return true;
}

/** Watches the publish actions of the editor in `doc`. */
export function watchPublish(doc: Document): void {
  doc.addEventListener(
    "click",
    (event) => {
      const action = (event.target as Element | null)?.closest?.("button, [role='menuitem']");
      if (!action || !PUBLISH_ACTION.test((action.textContent ?? "").trim())) return;
      clearNotice(doc);
      // Decap validates on this click and draws the errors on a following frame.
      const until = performance.now() + LOOK_FOR;
      const look = () => {
        if (!revealFirstError(doc) && performance.now() < until) doc.defaultView?.requestAnimationFrame(look);
      };
      doc.defaultView?.requestAnimationFrame(look);
    },
    true,
  );
}
