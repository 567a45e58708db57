import React from "react";
import { CONSENT_PURPOSES } from "../../lib/consent";
import { StackedText } from "../ui/StackedText";
import { CONSENT_BANNER_ATTRIBUTE, CONSENT_CHOICE_ATTRIBUTE, CONSENT_CUSTOMIZE_ATTRIBUTE } from "../../lib/consent-vocabulary";

const HEADING_ID = "consent-banner-heading";
const TEXT_ID = "consent-banner-text";

/**
 * Consent Mode v2 banner: markup only. The page runtime
 * (plugins/gatsby-plugin-swc-delivery/page-runtime/consent-banner.ts) records a choice from the first paint
 * on, before and without React; "Customize" is a native <details>.
 *
 * A non-modal region fixed to the bottom of the viewport: it never moves page
 * content (CLS 0) and never blocks reading or navigating. Every page's HTML
 * has it, shown: a first visit sees it with the first paint, and a returning
 * visitor's browser hides it before that paint (global.css, from the
 * attribute the consent head script sets). Accept all and Reject all are
 * equally prominent, as regulators expect.
 */
export function ConsentBanner({ copy }: { copy: Queries.ConsentBannerCopy }) {
  return (
    <div
      role="region"
      aria-labelledby={HEADING_ID}
      aria-describedby={TEXT_ID}
      tabIndex={-1}
      {...{ [CONSENT_BANNER_ATTRIBUTE]: "" }}
      className="fixed inset-x-3 bottom-3 z-[70] max-h-[calc(100vh-1.5rem)] overflow-y-auto scroll-pb-24 rounded-2xl border border-paper-line bg-white p-5 text-ink shadow-lift outline-none sm:inset-x-auto sm:left-6 sm:bottom-6 sm:w-[26rem] sm:p-6"
    >
      <h2 id={HEADING_ID} className="text-lg font-semibold tracking-tight">
        {copy.title}
      </h2>
      <p id={TEXT_ID} className="mt-2 text-sm leading-relaxed text-ink-muted">
        {`${copy.text} `}
        <a href="/privacy" className="font-semibold text-brand underline underline-offset-2">
          {copy.privacyLinkLabel}
        </a>
      </p>

      <div className="mt-5 grid grid-cols-2 gap-2">
        <button type="button" className="btn-primary px-4 py-2.5 text-sm" {...{ [CONSENT_CHOICE_ATTRIBUTE]: "accept_all" }}>
          {copy.acceptAllLabel}
        </button>
        <button type="button" className="btn-primary px-4 py-2.5 text-sm" {...{ [CONSENT_CHOICE_ATTRIBUTE]: "reject_all" }}>
          {copy.rejectAllLabel}
        </button>
      </div>

      <details className="consent-customize mt-2" {...{ [CONSENT_CUSTOMIZE_ATTRIBUTE]: "" }}>
        <summary className="btn-secondary w-full cursor-pointer list-none px-4 py-2.5 text-sm">{copy.customizeLabel}</summary>
        <fieldset className="space-y-3">
          <legend className="sr-only">{copy.choicesLegend}</legend>
          <label className="flex gap-3 rounded-xl bg-paper-tint p-3 text-sm">
            <input type="checkbox" defaultChecked disabled className="mt-0.5 h-4 w-4 shrink-0 accent-brand" />
            <StackedText first={copy.necessaryLabel} second={copy.necessaryText} firstClassName="font-semibold" secondClassName="text-ink-muted" />
          </label>
          {CONSENT_PURPOSES.map((purpose) => (
            <label key={purpose.id} className="flex cursor-pointer gap-3 rounded-xl border border-paper-line p-3 text-sm hover:border-brand/40">
              {/* Unchecked in the HTML (nothing is granted by default); the runtime shows a stored choice on reopening. */}
              <input type="checkbox" name={purpose.id} className="mt-0.5 h-4 w-4 shrink-0 accent-brand" />
              <StackedText first={purpose.label} second={purpose.description} firstClassName="font-semibold" secondClassName="text-ink-muted" />
            </label>
          ))}
        </fieldset>
        {/* Pinned to the banner's bottom edge: the options make the banner
            taller than most screens, and the button that saves them stays in
            view from the frame that opens them while the options scroll
            beneath. (A sticky box stops at its container's padding; the
            negative offset takes it down to the edge.) */}
        <div className="sticky -bottom-5 -mx-5 -mb-5 mt-3 border-t border-paper-line bg-white px-5 pb-5 pt-3 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6 sm:pb-6">
          <button type="button" className="btn-secondary w-full px-4 py-2.5 text-sm" {...{ [CONSENT_CHOICE_ATTRIBUTE]: "custom" }}>
            {copy.saveLabel}
          </button>
        </div>
      </details>
    </div>
  );
}
