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
 * A page carries, in its form island's props (LeadFormIsland), only the
 * texts of its form's variant that differ from these defaults, never the
 * whole file.
 */
import { CONTACT_MESSAGES } from "../../supabase/functions/_shared/contact-schema";
import { CONTACT_TOASTS } from "./contact";
import { FIELD_LABELS, LEAD_FORM_VARIANTS, type LeadFormConfig, type LeadFormVariant } from "./lead-form-variants";

/** The texts that differ from form to form (submittingLabel: shown on the button while sending; without it the button keeps its label). */
export type LeadFormVariantCopy = Queries.LeadFormVariantCopy;

/** The file's texts, as declared in gatsby/schema/site.ts (LeadFormJson); its lead values are not texts (./lead-value.ts). */
export type LeadFormCopy = Omit<Queries.LeadFormJson, keyof Queries.Node | "leadValues">;

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

/** Some of a set of texts, groups (labels, messages…) holding only some of theirs. */
export type TextChanges<T> = { [K in keyof T]?: T[K] extends string | null | undefined ? T[K] : TextChanges<T[K]> };

/** A form's copy as its island's props carry it: only the texts that differ from the defaults its code holds. */
export type LeadFormCopyChanges = TextChanges<LeadFormIslandCopy>;

type Texts = Record<string, unknown>;
const isGroup = (value: unknown): value is Texts => typeof value === "object" && value !== null;

function diffTexts(texts: Texts, defaults: Texts): Texts {
  const changes: Texts = {};
  for (const [key, text] of Object.entries(texts)) {
    const fallback = defaults[key];
    if (isGroup(text)) {
      const group = diffTexts(text, isGroup(fallback) ? fallback : {});
      if (Object.keys(group).length) changes[key] = group;
    } else if ((text ?? null) !== (fallback ?? null)) changes[key] = text;
  }
  return changes;
}

function mergeTexts(defaults: Texts, changes: Texts): Texts {
  const merged = { ...defaults };
  for (const [key, text] of Object.entries(changes)) {
    const fallback = merged[key];
    merged[key] = isGroup(text) && isGroup(fallback) ? mergeTexts(fallback, text) : text;
  }
  return merged;
}

/** The texts of `texts` that differ from `defaults` (a missing text and null are the same), each group holding only its own. */
export const textChanges = <T extends object>(texts: T, defaults: T) => diffTexts(texts as Texts, defaults as Texts) as TextChanges<T>;

/** `defaults` with `changes` over them, group by group. */
export const withTextChanges = <T extends object>(defaults: T, changes: TextChanges<T>) => mergeTexts(defaults as Texts, changes as Texts) as T;

/**
 * What of `copy` a page writes into the form's props: the texts a marketer
 * changed from the defaults (LEAD_FORM_COPY_DEFAULTS, which the form's code
 * holds anyway), so a page does not carry the texts twice, among them those a
 * visitor reads only after an error or a send.
 */
export function leadFormCopyChanges(copy: LeadFormIslandCopy, variant: LeadFormVariant): LeadFormCopyChanges {
  return textChanges(copy, islandCopy(LEAD_FORM_COPY_DEFAULTS, variant));
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

/** A form's settings and texts, from the changes its props carry (leadFormCopyChanges) or a whole copy. */
export function leadFormSetup(variant: LeadFormVariant, changes?: LeadFormCopyChanges, source?: LeadFormSource): LeadFormSetup {
  const copy = withTextChanges(islandCopy(LEAD_FORM_COPY_DEFAULTS, variant), changes ?? {});
  const { messageLabel, messagePlaceholder, submitLabel, submittingLabel } = copy.variant;
  return { ...LEAD_FORM_VARIANTS[variant], messageLabel, messagePlaceholder, submitLabel, submittingLabel: submittingLabel || null, copy, ...source };
}
