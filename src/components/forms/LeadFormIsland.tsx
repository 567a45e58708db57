import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { useSiteData } from "../../lib/use-site-data";
import { islandCopy, leadFormCopyChanges, type LeadFormCopy, type LeadFormSource } from "../../lib/lead-form-copy";
import { Island } from "../ui/Island";
import { LeadFormInIsland, type LeadFormIslandProps } from "./LeadForm";
import type { LeadFormVariant } from "../../lib/lead-form-variants";
import { leadValueOf, type LeadValueDraft } from "../../lib/lead-value";

export type { LeadFormVariant } from "../../lib/lead-form-variants";

type LeadFormContent = LeadFormCopy & Pick<Queries.LeadFormJson, "leadValues">;

/** The lead forms' texts and the site's own forms' lead values (content/lead-form.json), read as the page is built. */
function useLeadFormContent(): LeadFormContent {
  const data = useStaticQuery<{ leadFormJson: LeadFormContent | null }>(graphql`
    query LeadFormCopy {
      leadFormJson {
        labels {
          name
          email
          company
          recaptcha
        }
        placeholders {
          name
          email
          company
        }
        privacyNote
        privacyLinkLabel
        captchaPrompt
        captchaLoading
        captchaFailed
        captchaFailedLink
        captchaFailedHint
        mailSubject
        thankYouTitle
        sendAnotherLabel
        messages {
          nameMinLength
          nameRequired
          email
          messageRequired
          recaptcha
        }
        toasts {
          errorTitle
          captchaMissing
          failed
          successTitle
          success
        }
        variants {
          contact {
            ...LeadFormVariantTexts
          }
          about {
            ...LeadFormVariantTexts
          }
          home {
            ...LeadFormVariantTexts
          }
          dv360 {
            ...LeadFormVariantTexts
          }
          waitlist {
            ...LeadFormVariantTexts
          }
          campaign {
            ...LeadFormVariantTexts
          }
        }
        leadValues {
          contact {
            ...LeadValueFields
          }
          about {
            ...LeadValueFields
          }
          home {
            ...LeadValueFields
          }
          dv360 {
            ...LeadValueFields
          }
          waitlist {
            ...LeadValueFields
          }
        }
      }
    }

    fragment LeadValueFields on LeadValue {
      value
      currency
    }

    fragment LeadFormVariantTexts on LeadFormVariantCopy {
      messageLabel
      messagePlaceholder
      submitLabel
      submittingLabel
    }
  `);
  if (!data.leadFormJson) throw new Error("content/lead-form.json is required");
  return data.leadFormJson;
}

/**
 * Where a page shows its lead form: `variant` picks the contact page, About,
 * home 'Let's Talk', DV360 Self-Serve, workshop waitlist or campaign page
 * form (`source`: a campaign page's form name and button label; `leadValue`:
 * its block's lead value, where the site's own forms read theirs from
 * content/lead-form.json). The form is
 * an island: server-rendered in full (typeable at once), hydrated alone when
 * the visitor heads for it. Submit stays disabled until then, as it is until
 * the captcha is solved. Its props, written into the page, carry the texts of
 * its own variant only, and of those only what differs from the defaults the
 * form's code holds.
 */
export function LeadFormIsland({ variant, source, leadValue }: { variant: LeadFormVariant; source?: LeadFormSource; leadValue?: LeadValueDraft | null }) {
  const { site } = useSiteData();
  const { leadValues, ...content } = useLeadFormContent();
  const copy = leadFormCopyChanges(islandCopy(content, variant), variant);
  const value = leadValueOf(variant === "campaign" ? leadValue : leadValues?.[variant]);
  const props: LeadFormIslandProps = {
    variant,
    email: site.email,
    ...(Object.keys(copy).length ? { copy } : {}),
    ...(source ? { source } : {}),
    ...(value ? { leadValue: value } : {}),
  };
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
      <LeadFormInIsland {...props} />
    </Island>
  );
}
