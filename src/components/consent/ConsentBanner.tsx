import React, { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import {
  ALL_DENIED,
  ALL_GRANTED,
  applyConsentChoice,
  CONSENT_PURPOSES,
  consentBanner,
  purposesFromState,
  readStoredConsent,
  stateFromPurposes,
  type ConsentChoice,
  type ConsentPurposeId,
  type ConsentState,
} from "../../lib/consent";

/**
 * Consent Mode v2 banner. A non-modal region fixed to the bottom of the
 * viewport: it never moves page content (CLS 0) and never blocks reading or
 * navigating. It appears on a first visit without taking focus; reopened from
 * the footer's "Cookie settings" it takes focus and hands it back on close.
 * Accept all and Reject all are equally prominent, as regulators expect.
 * It is server-rendered open (see FIRST_VISIT in src/lib/consent.ts).
 */
export function ConsentBanner() {
  const { open, requested } = useSyncExternalStore(
    consentBanner.subscribe,
    consentBanner.getSnapshot,
    consentBanner.getServerSnapshot,
  );
  const [customizing, setCustomizing] = useState(false);
  const [purposes, setPurposes] = useState<Record<ConsentPurposeId, boolean>>(() => purposesFromState(ALL_DENIED));
  const regionRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const headingId = useId();
  const textId = useId();

  useEffect(() => consentBanner.closeIfDecided(), []);

  useEffect(() => {
    if (!open) return;
    setPurposes(purposesFromState(readStoredConsent() ?? ALL_DENIED));
    setCustomizing(false);
    if (requested) {
      returnFocusRef.current = document.activeElement as HTMLElement | null;
      regionRef.current?.focus();
    }
  }, [open, requested]);

  // The Customize button gives way to the options: focus the first one.
  useEffect(() => {
    if (customizing) fieldsetRef.current?.querySelector<HTMLInputElement>("input:not(:disabled)")?.focus();
  }, [customizing]);

  if (!open) return null;

  const choose = (state: ConsentState, choice: ConsentChoice) => {
    applyConsentChoice(state, choice);
    const hadFocus = regionRef.current?.contains(document.activeElement);
    const returnTo = returnFocusRef.current;
    consentBanner.close();
    returnFocusRef.current = null;
    if (!hadFocus) return;
    // The banner is gone: put focus back where the visitor was, or on the page.
    if (returnTo && document.contains(returnTo)) returnTo.focus();
    else document.getElementById("main")?.focus({ preventScroll: true });
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    // Escape closes a reopened banner without changing the stored choice.
    if (event.key === "Escape" && readStoredConsent()) {
      const returnTo = returnFocusRef.current;
      consentBanner.close();
      returnTo?.focus();
    }
  };

  return (
    <div
      ref={regionRef}
      role="region"
      aria-labelledby={headingId}
      aria-describedby={textId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-consent-banner
      data-first-visit={requested ? undefined : ""}
      className="fixed inset-x-3 bottom-3 z-[70] max-h-[calc(100vh-1.5rem)] overflow-y-auto rounded-2xl border border-paper-line bg-white p-5 text-ink shadow-lift outline-none sm:inset-x-auto sm:left-6 sm:bottom-6 sm:w-[26rem] sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        Your privacy, your choice
      </h2>
      <p id={textId} className="mt-2 text-sm leading-relaxed text-ink-muted">
        We would like to measure how this site is used and how our campaigns perform. No analytics or advertising
        cookies are set unless you agree. You can change your mind any time under “Cookie settings” in the footer.
      </p>

      {customizing ? (
        <fieldset ref={fieldsetRef} className="mt-4 space-y-3">
          <legend className="sr-only">Choose which cookies we may use</legend>
          <label className="flex gap-3 rounded-xl bg-paper-tint p-3 text-sm">
            <input type="checkbox" checked disabled className="mt-0.5 h-4 w-4 shrink-0 accent-brand" />
            <span>
              <span className="block font-semibold">Strictly necessary</span>
              <span className="block text-ink-muted">Remembers this choice. Always on.</span>
            </span>
          </label>
          {CONSENT_PURPOSES.map((purpose) => (
            <label key={purpose.id} className="flex cursor-pointer gap-3 rounded-xl border border-paper-line p-3 text-sm hover:border-brand/40">
              <input
                type="checkbox"
                name={purpose.id}
                checked={purposes[purpose.id]}
                onChange={(event) => setPurposes({ ...purposes, [purpose.id]: event.target.checked })}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand"
              />
              <span>
                <span className="block font-semibold">{purpose.label}</span>
                <span className="block text-ink-muted">{purpose.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}

      <div className="mt-5 grid grid-cols-2 gap-2">
        <button type="button" className="btn-primary px-4 py-2.5 text-sm" onClick={() => choose(ALL_GRANTED, "accept_all")}>
          Accept all
        </button>
        <button type="button" className="btn-primary px-4 py-2.5 text-sm" onClick={() => choose(ALL_DENIED, "reject_all")}>
          Reject all
        </button>
        {customizing ? (
          <button
            type="button"
            className="btn-secondary col-span-2 px-4 py-2.5 text-sm"
            onClick={() => choose(stateFromPurposes(purposes), "custom")}
          >
            Save my choices
          </button>
        ) : (
          <button
            type="button"
            className="btn-secondary col-span-2 px-4 py-2.5 text-sm"
            onClick={() => setCustomizing(true)}
          >
            Customize
          </button>
        )}
      </div>
    </div>
  );
}
