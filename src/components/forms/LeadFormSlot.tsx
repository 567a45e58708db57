import React from "react";
import { useSiteData } from "../../lib/use-site-data";

export type LeadFormVariant = "contact" | "about" | "home" | "dv360";

/**
 * Where a page shows its lead form. Until the form lands (lead-capture issue)
 * visitors reach the team by e-mail, so no page is a dead end.
 */
export function LeadFormSlot({ variant }: { variant: LeadFormVariant }) {
  const { site } = useSiteData();
  return (
    <div data-lead-form={variant} className="card p-8">
      <p className="text-lead text-ink-soft">
        Write to us at{" "}
        <a href={`mailto:${site.email}`} className="font-semibold text-brand underline underline-offset-4">
          {site.email}
        </a>{" "}
        and we will reply within {site.replyPromiseHours} hours.
      </p>
    </div>
  );
}
