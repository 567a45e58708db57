import {
  ALL_DENIED,
  ALL_GRANTED,
  applyConsentChoice,
  CONSENT_CHOICES,
  CONSENT_PURPOSE_IDS,
  CONSENT_STORED_ATTRIBUTE,
  purposesFromState,
  readStoredConsent,
  stateFromPurposes,
  type ConsentChoice,
  type ConsentState,
} from "../../../src/lib/consent";
import {
  CONSENT_BANNER_ATTRIBUTE,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_CUSTOMIZE_ATTRIBUTE,
  CONSENT_REOPENED_ATTRIBUTE,
  CONSENT_SETTINGS_ATTRIBUTE,
} from "../../../src/lib/consent-vocabulary";

/**
 * The consent banner's behaviour (its markup: src/components/consent/ConsentBanner.tsx).
 * Part of the page runtime, so a choice is recorded from the first paint on,
 * whether or not React has hydrated the page, and exactly once: React renders
 * the banner but never handles its buttons.
 *
 * Visibility is CSS (global.css): the banner shows unless a choice is stored
 * (the consent head script marks <html> with CONSENT_STORED_ATTRIBUTE before
 * the first paint) or it was reopened from the footer ("Cookie settings",
 * CONSENT_REOPENED_ATTRIBUTE on the banner).
 */

function banner(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`[${CONSENT_BANNER_ATTRIBUTE}]`);
}

function purposeBox(region: HTMLElement, id: string): HTMLInputElement | null {
  return region.querySelector<HTMLInputElement>(`input[type="checkbox"][name="${id}"]`);
}

/** The state a choice stands for; "custom" reads the banner's checkboxes. */
export function stateForChoice(choice: ConsentChoice, region: HTMLElement): ConsentState {
  if (choice === "accept_all") return ALL_GRANTED;
  if (choice === "reject_all") return ALL_DENIED;
  return stateFromPurposes(Object.fromEntries(CONSENT_PURPOSE_IDS.map((id) => [id, purposeBox(region, id)?.checked ?? false])));
}

/** Installs the banner's listeners on `doc`; returns a function that removes them. */
export function installConsentBanner(doc: Document): () => void {
  /** Where focus goes back to when a reopened banner closes. */
  let returnFocus: HTMLElement | null = null;

  const close = (region: HTMLElement) => {
    const hadFocus = region.contains(doc.activeElement);
    region.removeAttribute(CONSENT_REOPENED_ATTRIBUTE);
    const customize = region.querySelector<HTMLDetailsElement>(`[${CONSENT_CUSTOMIZE_ATTRIBUTE}]`);
    if (customize) customize.open = false;
    const target = returnFocus && doc.contains(returnFocus) ? returnFocus : doc.getElementById("main");
    returnFocus = null;
    // The banner is gone: focus goes back where the visitor was, or to the page.
    if (hadFocus) target?.focus({ preventScroll: true });
  };

  const choose = (region: HTMLElement, choice: ConsentChoice) => {
    applyConsentChoice(stateForChoice(choice, region), choice);
    doc.documentElement.setAttribute(CONSENT_STORED_ATTRIBUTE, "");
    close(region);
  };

  const reopen = (region: HTMLElement) => {
    const purposes = purposesFromState(readStoredConsent() ?? ALL_DENIED);
    for (const id of CONSENT_PURPOSE_IDS) {
      const box = purposeBox(region, id);
      if (box) box.checked = purposes[id];
    }
    returnFocus = doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null;
    region.setAttribute(CONSENT_REOPENED_ATTRIBUTE, "");
    region.focus();
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const button = target.closest(`[${CONSENT_CHOICE_ATTRIBUTE}]`);
    const choice = button?.getAttribute(CONSENT_CHOICE_ATTRIBUTE) as ConsentChoice | undefined;
    const region = button?.closest<HTMLElement>(`[${CONSENT_BANNER_ATTRIBUTE}]`);
    if (choice && region && CONSENT_CHOICES.includes(choice)) {
      choose(region, choice);
      return;
    }
    if (target.closest(`[${CONSENT_SETTINGS_ATTRIBUTE}]`)) {
      const found = banner(doc);
      if (found) reopen(found);
    }
  };

  // Escape closes a reopened banner and keeps the stored choice.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    const region = banner(doc);
    if (region?.hasAttribute(CONSENT_REOPENED_ATTRIBUTE) && readStoredConsent()) close(region);
  };

  // "Customize" gives way to the options: focus goes to the first one. (The
  // button that saves them is pinned in view by the stylesheet, so nothing
  // needs scrolling.) toggle does not bubble; a capturing listener on the
  // document still hears it.
  const onToggle = (event: Event) => {
    const details = event.target;
    if (details instanceof HTMLDetailsElement && details.open && details.hasAttribute(CONSENT_CUSTOMIZE_ATTRIBUTE)) {
      details.querySelector<HTMLInputElement>("input:not(:disabled)")?.focus();
    }
  };

  doc.addEventListener("click", onClick);
  doc.addEventListener("keydown", onKeyDown);
  doc.addEventListener("toggle", onToggle, true);
  return () => {
    doc.removeEventListener("click", onClick);
    doc.removeEventListener("keydown", onKeyDown);
    doc.removeEventListener("toggle", onToggle, true);
  };
}
