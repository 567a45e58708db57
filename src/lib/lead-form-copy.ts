/**
 * What the lead forms say: field labels and placeholders, each form's message
 * field and buttons, the notes under the button, the validation messages, the
 * toasts and the thank-you view. Marketers edit it in content/lead-form.json
 * (the CMS's "Lead form texts"); the texts here are the defaults, word for
 * word as the site was specified (a unit test keeps them so), and what a form
 * says when it is given no copy.
 *
 * The validation messages' defaults are the schema's own (CONTACT_MESSAGES):
 * the send-contact-email function is deployed from supabase/functions/ alone
 * and cannot read content/, so it always answers with those; the browser
 * checks every field before sending, so a visitor reads the content file's
 * messages.
 *
 * A page carries the copy of its form's variant in the island's props
 * (LeadFormIsland), never the whole file.
 */
import { CONTACT_MESSAGES } from "../../supabase/functions/_shared/contact-schema";
import { CONTACT_TOASTS } from "./contact";
import { FIELD_LABELS, LEAD_FORM_VARIANTS, type LeadFormConfig, type LeadFormVariant } from "./lead-form-variants";

/** The texts that differ from form to form (submittingLabel: shown on the button while sending; without it the button keeps its label). */
export type LeadFormVariantCopy = Queries.LeadFormVariantCopy;

/** The file's texts, as declared in gatsby/schema/site.ts (LeadFormJson). */
export type LeadFormCopy = Omit<Queries.LeadFormJson, keyof Queries.Node>;

/** What one form needs: the shared texts and its variant's. */
export type LeadFormIslandCopy = Omit<LeadFormCopy, "variants"> & { variant: LeadFormVariantCopy };

const variantTexts = ({ messageLabel, messagePlaceholder, submitLabel, submittingLabel }: LeadFormConfig): LeadFormVariantCopy => ({
  messageLabel,
  messagePlaceholder,
  submitLabel,
  submittingLabel,
});

export const LEAD_FORM_COPY_DEFAULTS: LeadFormCopy = {
  labels: { name: FIELD_LABELS.name, email: FIELD_LABELS.email, company: FIELD_LABELS.company, recaptcha: FIELD_LABELS.recaptchaToken },
  placeholders: { name: "Your full name", email: "you@company.com", company: "Company name" },
  privacyNote: "We use your details to answer you and, if you allow it, to measure our ads.",
  privacyLinkLabel: "Privacy notice",
  captchaPrompt: "Complete the reCAPTCHA check to send your message.",
  captchaLoading: "Loading the reCAPTCHA check…",
  captchaFailed:
    "The reCAPTCHA check has not loaded. A blocker, a company proxy or a slow connection can stop it, and this form cannot send without it. What you typed is still here: the link puts it into an e-mail to us.",
  captchaFailedLink: "E-mail your message to {email}",
  captchaFailedHint: "Sending needs the reCAPTCHA check, which has not loaded: e-mail your message instead.",
  mailSubject: "Enquiry from the website ({form})",
  thankYouTitle: "Thank You!",
  sendAnotherLabel: "Send Another Message",
  messages: CONTACT_MESSAGES,
  toasts: CONTACT_TOASTS,
  variants: {
    contact: variantTexts(LEAD_FORM_VARIANTS.contact),
    about: variantTexts(LEAD_FORM_VARIANTS.about),
    home: variantTexts(LEAD_FORM_VARIANTS.home),
    dv360: variantTexts(LEAD_FORM_VARIANTS.dv360),
    waitlist: variantTexts(LEAD_FORM_VARIANTS.waitlist),
    campaign: variantTexts(LEAD_FORM_VARIANTS.campaign),
  },
};

/** The copy one form carries: `copy`'s shared texts and those of `variant`. */
export function islandCopy(copy: LeadFormCopy, variant: LeadFormVariant): LeadFormIslandCopy {
  const { variants, ...shared } = copy;
  return { ...shared, variant: variants[variant] };
}

/** A form's settings with its texts: the variant's behaviour, the copy's words. */
export interface LeadFormSetup extends LeadFormConfig {
  copy: LeadFormIslandCopy;
}

/** A form placed by content (a campaign page's lead form block): the name its leads and lead_sent carry, and its button's label. */
export interface LeadFormSource {
  formName: string;
  submitLabel: string;
}

export function leadFormSetup(
  variant: LeadFormVariant,
  copy: LeadFormIslandCopy = islandCopy(LEAD_FORM_COPY_DEFAULTS, variant),
  source?: LeadFormSource,
): LeadFormSetup {
  const { messageLabel, messagePlaceholder, submitLabel, submittingLabel } = copy.variant;
  return { ...LEAD_FORM_VARIANTS[variant], messageLabel, messagePlaceholder, submitLabel, submittingLabel: submittingLabel || null, copy, ...source };
}
