import React from "react";
import { useSiteData } from "../../lib/use-site-data";
import { Island } from "../ui/Island";
import { LeadFormWithToaster, type LeadFormIslandProps } from "./LeadForm";
import type { LeadFormVariant } from "../../lib/lead-form-variants";

export type { LeadFormVariant } from "../../lib/lead-form-variants";

/**
 * Where a page shows its lead form: `variant` picks the contact page, About,
 * home 'Let's Talk', DV360 Self-Serve or workshop waitlist form. The form is
 * an island: server-rendered in full (typeable at once), hydrated alone when
 * the visitor heads for it. Submit stays disabled until then, as it is until
 * the captcha is solved.
 */
export function LeadFormIsland({ variant }: { variant: LeadFormVariant }) {
  const { site } = useSiteData();
  const props: LeadFormIslandProps = { variant, email: site.email };
  return (
    <Island
      name="lead-form"
      props={props}
      failure={
        <>
          The form could not load. Check your connection and try again; what you typed stays here. Or write to us at{" "}
          <a href={`mailto:${site.email}`} className="font-semibold underline underline-offset-2">
            {site.email}
          </a>
          .
        </>
      }
    >
      <LeadFormWithToaster {...props} />
    </Island>
  );
}
