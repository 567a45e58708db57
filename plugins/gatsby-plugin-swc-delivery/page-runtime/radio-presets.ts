/**
 * Home and End for radio groups shown as a strip of presets or tabs
 * (`data-radio-presets` on their fieldset, e.g. the home page's About radio).
 * The browser already moves the choice with the arrow keys; Home and End jump
 * to the first and last preset, as they do in a tab strip. Part of the page
 * runtime, so it holds from the first paint, before and after hydration.
 */
export const RADIO_PRESETS_ATTRIBUTE = "data-radio-presets";

/** Installs the listener on `doc`; returns a function that removes it. */
export function installRadioPresets(doc: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Home" && event.key !== "End") return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || target.type !== "radio") return;
    const group = target.closest(`[${RADIO_PRESETS_ATTRIBUTE}]`);
    if (!group) return;
    const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]:not(:disabled)')];
    const next = event.key === "Home" ? radios[0] : radios[radios.length - 1];
    if (!next) return;
    event.preventDefault();
    // click() checks it the way a tap does: change event and click tracking included.
    if (!next.checked) next.click();
    next.focus();
  };
  doc.addEventListener("keydown", onKeyDown);
  return () => doc.removeEventListener("keydown", onKeyDown);
}
