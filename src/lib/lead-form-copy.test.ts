/** @jest-environment node */
import fs from "fs";
import path from "path";
import { contactFormSchema, fieldErrors } from "../../supabase/functions/_shared/contact-schema";
import { islandCopy, LEAD_FORM_COPY_DEFAULTS, leadFormCopyChanges, leadFormSetup, textChanges, withTextChanges, type LeadFormCopy } from "./lead-form-copy";

const content = (): LeadFormCopy => JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../content/lead-form.json"), "utf8"));

/** The keys of an object, nested keys as a.b, sorted: the shape of the texts. */
function keysOf(value: unknown, prefix = ""): string[] {
  if (!value || typeof value !== "object") return [prefix];
  return Object.entries(value)
    .filter(([, child]) => child !== null && child !== undefined)
    .flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    .sort();
}

describe("the lead forms' default texts are the specified ones, word for word", () => {
  const copy = LEAD_FORM_COPY_DEFAULTS;

  it("validation messages", () => {
    expect(copy.messages).toEqual({ nameMinLength: "Name must be at least 2 characters", nameRequired: "Name is required", email: "Please enter a valid email address", messageRequired: "Message is required", recaptcha: "Please complete the reCAPTCHA verification" });
  });

  it("toasts and the thank-you view", () => {
    expect(copy.toasts).toEqual({ errorTitle: "Error", captchaMissing: "Please complete the reCAPTCHA verification.", failed: "Failed to send message. Please try again or contact us directly.", successTitle: "Message Sent", success: "Thank you for contacting us. We'll be in touch soon!" });
    expect(copy.thankYouTitle).toBe("Thank You!");
  });

  it("field labels, by form", () => {
    expect(copy.labels).toEqual({ name: "Your Name", email: "Email Address", company: "Company", recaptcha: "reCAPTCHA" });
    expect(copy.variants.contact.messageLabel).toBe("Your Message");
    expect(copy.variants.about.messageLabel).toBe("Your Message");
    expect(copy.variants.dv360.messageLabel).toBe("Your Goals");
    expect(copy.variants.home.messageLabel).toBe("How Can We Help?");
  });

  it("buttons: 'Let's Talk' on the home block, 'Submitting...' while the home and DV360 forms send", () => {
    expect(copy.variants.home.submitLabel).toBe("Let's Talk");
    expect(copy.variants.home.submittingLabel).toBe("Submitting...");
    expect(copy.variants.dv360.submittingLabel).toBe("Submitting...");
    expect(copy.variants.contact.submittingLabel ?? null).toBeNull();
    expect(copy.variants.about.submittingLabel ?? null).toBeNull();
  });
});

describe("content/lead-form.json", () => {
  it("has a text for every default text, and no other", () => {
    expect(keysOf(content())).toEqual(keysOf(LEAD_FORM_COPY_DEFAULTS));
  });
});

describe("a form's copy", () => {
  it("carries the shared texts and its own variant's, not the others'", () => {
    const copy = islandCopy(LEAD_FORM_COPY_DEFAULTS, "dv360");
    expect(copy.variant.submitLabel).toBe("Request DV360 Access");
    expect(copy).not.toHaveProperty("variants");
  });

  it("gives the form its words and keeps its behaviour", () => {
    const edited: LeadFormCopy = { ...LEAD_FORM_COPY_DEFAULTS, variants: { ...LEAD_FORM_COPY_DEFAULTS.variants, home: { ...LEAD_FORM_COPY_DEFAULTS.variants.home, submitLabel: "Talk to us" } } };
    const setup = leadFormSetup("home", islandCopy(edited, "home"));
    expect(setup.submitLabel).toBe("Talk to us");
    expect(setup.formName).toBe("Home Let's Talk Form");
    expect(setup.nameMinLength).toBe(2);
    expect(leadFormSetup("home").submitLabel).toBe("Let's Talk");
  });

  it("validates with the messages it is given; the schema's own are the defaults", () => {
    const empty = { name: "", email: "nope", company: "", message: "", recaptchaToken: "" };
    const messages = { ...LEAD_FORM_COPY_DEFAULTS.messages, email: "That address does not look right" };
    const edited = contactFormSchema({ nameMinLength: 2, messages }).safeParse(empty);
    const defaults = contactFormSchema({ nameMinLength: 2 }).safeParse(empty);
    if (edited.success || defaults.success) throw new Error("an empty form passed");
    expect(fieldErrors(edited.error).email).toBe("That address does not look right");
    expect(fieldErrors(defaults.error).email).toBe("Please enter a valid email address");
    expect(fieldErrors(edited.error).name).toBe("Name must be at least 2 characters");
  });
});

describe("the texts a page writes into a form's props", () => {
  it("are only those that differ from the defaults, and give back the whole copy over them", () => {
    const edited: LeadFormCopy = {
      ...LEAD_FORM_COPY_DEFAULTS,
      labels: { ...LEAD_FORM_COPY_DEFAULTS.labels, company: "Organisation" },
      captchaFailed: "No check today: e-mail us.",
      variants: { ...LEAD_FORM_COPY_DEFAULTS.variants, about: { ...LEAD_FORM_COPY_DEFAULTS.variants.about, submittingLabel: "Sending…" } },
    };
    const changes = leadFormCopyChanges(islandCopy(edited, "about"), "about");
    expect(changes).toEqual({ labels: { company: "Organisation" }, captchaFailed: "No check today: e-mail us.", variant: { submittingLabel: "Sending…" } });
    expect(leadFormSetup("about", changes).copy).toEqual(islandCopy(edited, "about"));
    expect(leadFormSetup("about", changes).submittingLabel).toBe("Sending…");
  });

  it("are none when the content file says what the defaults say", () => {
    for (const variant of Object.keys(LEAD_FORM_COPY_DEFAULTS.variants) as (keyof LeadFormCopy["variants"])[]) {
      expect(leadFormCopyChanges(islandCopy(content(), variant), variant)).toEqual({});
    }
  });

  it("count a missing text and null as the same, and keep a text cleared to null where the default has one", () => {
    expect(textChanges({ a: null, b: "x" }, { a: undefined as string | null | undefined, b: "x" })).toEqual({});
    expect(textChanges<{ a: string | null }>({ a: null }, { a: "Submitting..." })).toEqual({ a: null });
    expect(withTextChanges<{ a: string | null; b: string }>({ a: "Submitting...", b: "x" }, { a: null })).toEqual({ a: null, b: "x" });
  });
});
