/**
 * The lead forms: one component, these settings.
 * Pages choose a form with <LeadFormIsland variant="…" /> (src/components/forms/LeadFormIsland.tsx).
 */
export type LeadFormVariant = "contact" | "about" | "home" | "dv360" | "waitlist" | "campaign";

/**
 * A form's behaviour and its default texts (the texts' fields are those of
 * content/lead-form.json's variants: messageLabel, visible and also the
 * event_detail of lead_error for the message field; submittingLabel,
 * 'Submitting...' on the home block and the DV360 form, the others keep their
 * label).
 */
export interface LeadFormConfig extends Queries.LeadFormVariantCopy {
  /** component_name of lead_sent; also the componentName the DV360 form sends. */
  formName: string;
  /** 1 on the About form ('Name is required'), else 2. */
  nameMinLength: 1 | 2;
  /** The About form tracks errors once per submit attempt; the others as each error first appears. */
  errorTracking: "as-they-appear" | "on-submit";
  /** Home and DV360 sit on coloured sections and bring their own card; contact and About sit in the page's card. */
  framed: boolean;
  /** Heading level of the thank-you view, one below the heading the form sits under. */
  thankYouHeading: "h3" | "h4";
  /** The DV360 lead adds buttonText and componentName to the body, so the stored lead says which button sent it. */
  sendsSource: boolean;
}

/** Labels of the fields, as analytics names them; the message label depends on the form. */
export const FIELD_LABELS = {
  name: "Your Name",
  email: "Email Address",
  company: "Company",
  recaptchaToken: "reCAPTCHA",
} as const;

const DETAILED_PLACEHOLDER = "Tell us what you want to measure or improve, the tools you use today and your timeline.";

export const LEAD_FORM_VARIANTS: Record<LeadFormVariant, LeadFormConfig> = {
  contact: {
    formName: "Contact Page Form",
    nameMinLength: 2,
    messageLabel: "Your Message",
    messagePlaceholder: DETAILED_PLACEHOLDER,
    submitLabel: "Send Message",
    submittingLabel: null,
    errorTracking: "as-they-appear",
    framed: false,
    thankYouHeading: "h3",
    sendsSource: false,
  },
  about: {
    formName: "About Page Form",
    nameMinLength: 1,
    messageLabel: "Your Message",
    messagePlaceholder: DETAILED_PLACEHOLDER,
    submitLabel: "Send Message",
    submittingLabel: null,
    errorTracking: "on-submit",
    framed: false,
    thankYouHeading: "h4",
    sendsSource: false,
  },
  home: {
    formName: "Home Let's Talk Form",
    nameMinLength: 2,
    messageLabel: "How Can We Help?",
    messagePlaceholder: "A sentence or two about the decision you want data for.",
    submitLabel: "Let's Talk",
    submittingLabel: "Submitting...",
    errorTracking: "as-they-appear",
    framed: true,
    thankYouHeading: "h3",
    sendsSource: false,
  },
  dv360: {
    formName: "DV360 Self-Serve Form",
    nameMinLength: 2,
    messageLabel: "Your Goals",
    messagePlaceholder: "Markets, monthly media budget and the campaigns you want to run in your own DV360 account.",
    submitLabel: "Request DV360 Access",
    submittingLabel: "Submitting...",
    errorTracking: "as-they-appear",
    framed: true,
    thankYouHeading: "h3",
    sendsSource: true,
  },
  // A workshop page's form while no session is scheduled: the lead says it is a waitlist request.
  waitlist: {
    formName: "Workshop Waitlist Form",
    nameMinLength: 2,
    messageLabel: "Your Message",
    messagePlaceholder: "In person or virtual, your city, and how many people would attend.",
    submitLabel: "Join the Waitlist",
    submittingLabel: "Submitting...",
    errorTracking: "as-they-appear",
    framed: true,
    thankYouHeading: "h3",
    sendsSource: true,
  },
  // A campaign page's form block: the block gives its own form name and button label (LeadFormIslandProps.source).
  campaign: {
    formName: "Campaign Page Form",
    nameMinLength: 2,
    messageLabel: "Your Goals",
    messagePlaceholder: "What you want to measure or improve, the tools you use today and your timeline.",
    submitLabel: "Send Request",
    submittingLabel: "Submitting...",
    errorTracking: "as-they-appear",
    framed: true,
    thankYouHeading: "h3",
    sendsSource: true,
  },
};
