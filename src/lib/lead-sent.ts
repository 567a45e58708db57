import { hashEmail } from "../../supabase/functions/_shared/hash-email";
import type { ExperimentAssignments } from "../../supabase/functions/_shared/experiment-fields";
import { variantStrings } from "./experiment-exposure";
import type { AnalyticsEvent } from "./analytics";
import type { ConsentState } from "./consent";
import type { LeadValue } from "./lead-value";

type LeadSentEvent = Extract<AnalyticsEvent, { event_name: "lead_sent" }>;

export interface SentLead {
  email: string;
  /** the submit button's label */
  buttonLabel: string;
  formName: LeadSentEvent["component_name"];
  /** the idempotency key the lead was sent and stored with */
  leadId: string;
  /** the visitor's stored consent choice, null when none was made */
  consent: ConsentState | null;
  /** the A/B test variants sent with the lead (shown under analytics consent) */
  experiments?: ExperimentAssignments | null;
}

/**
 * The lead_sent event of a lead the function accepted. It carries the lead's
 * id (so GA4, the Google Ads tag and the offline import can tell one lead
 * from another) and, only while ad_user_data is granted, the user-provided
 * data Google Ads enhanced conversions match: the e-mail normalised and
 * hashed as Google documents (hashed_email, and user_data for the Google Ads
 * tag), the same hash `npm run leads:export` writes; a hash of the e-mail is
 * still data about the person, so without that consent none is pushed;
 * and the A/B test variants sent with the lead, named as experience_impression
 * names them (exp_variant_string), so GA4 can compare leads per variant.
 */
export async function leadSentEvent(lead: SentLead): Promise<LeadSentEvent> {
  const hashed = lead.consent?.ad_user_data === "granted" ? await hashEmail(lead.email).catch(() => undefined) : undefined;
  const variants = lead.experiments ? variantStrings(lead.experiments) : "";
  return {
    event_name: "lead_sent",
    event_detail: "N/A",
    event_text: lead.buttonLabel,
    component_name: lead.formName,
    ...(hashed ? { hashed_email: hashed } : {}),
    lead_id: lead.leadId,
    ...(hashed ? { user_data: { sha256_email_address: hashed } } : {}),
    ...(variants ? { exp_variant_string: variants } : {}),
  };
}

type GenerateLeadEvent = Extract<AnalyticsEvent, { event_name: "generate_lead" }>;

/**
 * GA4's recommended generate_lead event of the same lead, pushed right after
 * lead_sent: the form's name and, when content gives the form a lead value,
 * its value and currency (src/lib/lead-value.ts). Without one it goes without
 * both, and GA4 counts the lead with no value.
 */
export function generateLeadEvent(formName: GenerateLeadEvent["component_name"], leadValue?: LeadValue | null): GenerateLeadEvent {
  return {
    event_name: "generate_lead",
    event_detail: "N/A",
    event_text: "N/A",
    component_name: formName,
    ...(leadValue ? { value: leadValue.value, currency: leadValue.currency } : {}),
  };
}
