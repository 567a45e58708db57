import React, { lazy, Suspense, useRef } from "react";
import { createGate, useOpenOnApproach } from "../../lib/deferred-hydration";
import { useSiteData } from "../../lib/use-site-data";
import type { LeadFormVariant } from "./lead-form-variants";

export type { LeadFormVariant } from "./lead-form-variants";

/** The form's code (react-hook-form, zod, the toasts) waits for the visitor (src/lib/deferred-hydration.ts). */
const gate = createGate();

const loadModule = () =>
  gate.opened.then(() => import(/* webpackChunkName: "lead-form" */ "./LeadForm")).catch((error: unknown) => {
    console.error("The lead form could not load", error);
    return null;
  });
const LeadForm = lazy(() => loadModule().then((module) => ({ default: module?.LeadForm ?? LoadFailure })));
const LeadFormToaster = lazy(() => loadModule().then((module) => ({ default: module?.LeadFormToaster ?? (() => null) })));

/**
 * Where a page shows its lead form: `variant` picks the contact page, About,
 * home 'Let's Talk' or DV360 Self-Serve form (lead-form-variants.ts).
 *
 * The form is server-rendered in full but its code is kept out of every
 * page's first-load JavaScript (deferred hydration, src/lib/deferred-hydration.ts):
 * the form's HTML stays on screen, typeable, until the visitor heads for it;
 * then its code arrives and React hydrates it in place — same elements, so
 * what was typed and the caret stay where they are (LeadForm adopts the typed
 * values). Submit is disabled until then, as it is until the captcha is solved.
 */
export function LeadFormSlot({ variant }: { variant: LeadFormVariant }) {
  const containerRef = useRef<HTMLDivElement>(null);

  useOpenOnApproach(containerRef, gate);

  return (
    <>
      <div ref={containerRef} data-lead-form={variant}>
        <Suspense fallback={<FormPending />}>
          <LeadForm variant={variant} />
        </Suspense>
      </div>
      <Suspense fallback={null}>
        <LeadFormToaster />
      </Suspense>
    </>
  );
}

/** Shown only on a client-side navigation, for the moment the form's code takes to arrive. */
function FormPending() {
  return <p className="py-10 text-center text-ink-muted">Loading the form…</p>;
}

function LoadFailure() {
  const { site } = useSiteData();
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-800">
      The form could not load. Please reload the page, or write to{" "}
      <a href={`mailto:${site.email}`} className="font-semibold underline underline-offset-2">
        {site.email}
      </a>
      .
    </p>
  );
}
