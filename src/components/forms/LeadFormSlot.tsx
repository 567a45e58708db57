import React from "react";
import { deferredPart } from "../ui/DeferredPart";
import type { LeadFormVariant } from "./lead-form-variants";

export type { LeadFormVariant } from "./lead-form-variants";

/**
 * The form's code (react-hook-form, zod, the toasts) is a deferred part
 * (src/components/ui/DeferredPart.tsx): the server-rendered form is on screen
 * and typeable at once; its code arrives when the visitor heads for it and
 * React hydrates it in place — same elements, so what was typed and the caret
 * stay where they are (LeadForm adopts the typed values). Submit is disabled
 * until then, as it is until the captcha is solved.
 */
const LeadFormPart = deferredPart(
  "lead-form",
  () => import(/* webpackChunkName: "lead-form" */ "./LeadForm").then((module) => module.LeadFormWithToaster),
  { label: "The form", fallback: <FormPending /> },
);

/** Where a page shows its lead form: `variant` picks the contact page, About, home 'Let's Talk', DV360 Self-Serve or workshop waitlist form. */
export function LeadFormSlot({ variant }: { variant: LeadFormVariant }) {
  return <LeadFormPart variant={variant} />;
}

/** Shown only on a client-side navigation, for the moment the form's code takes to arrive. */
function FormPending() {
  return <p className="py-10 text-center text-ink-muted">Loading the form…</p>;
}
