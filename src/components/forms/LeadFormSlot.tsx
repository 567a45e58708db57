import React from "react";
import { Toaster } from "sonner";
import { LeadForm } from "./LeadForm";
import type { LeadFormVariant } from "./lead-form-variants";

export type { LeadFormVariant } from "./lead-form-variants";

/**
 * Where a page shows its lead form: `variant` picks the contact page, About,
 * home 'Let's Talk' or DV360 Self-Serve form (src/components/forms/lead-form-variants.ts).
 * The form's toasts render in the Toaster mounted here; a page has one form.
 */
export function LeadFormSlot({ variant }: { variant: LeadFormVariant }) {
  return (
    <>
      <div data-lead-form={variant}>
        <LeadForm variant={variant} />
      </div>
      <Toaster position="bottom-right" closeButton toastOptions={{ duration: 6000 }} />
    </>
  );
}
