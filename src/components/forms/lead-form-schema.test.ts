import { CONTACT_MESSAGES, contactFormSchema, contactMessageSchema, fieldErrors } from "../../../supabase/functions/_shared/contact-schema";

/** The one schema, as the browser forms use it, with its messages exactly as visitors read them. */
describe("contact form schema", () => {
  const valid = { name: "Dana", email: "dana@example.com", company: "", message: "Hi", recaptchaToken: "t" };

  it("needs two name characters on most forms and one on the About form", () => {
    const strict = contactFormSchema({ nameMinLength: 2 }).safeParse({ ...valid, name: "D" });
    expect(strict.success).toBe(false);
    if (!strict.success) expect(fieldErrors(strict.error)).toEqual({ name: "Name must be at least 2 characters" });
    expect(contactFormSchema({ nameMinLength: 1 }).safeParse({ ...valid, name: "D" }).success).toBe(true);
    const about = contactFormSchema({ nameMinLength: 1 }).safeParse({ ...valid, name: "  " });
    if (!about.success) expect(fieldErrors(about.error)).toEqual({ name: "Name is required" });
    else throw new Error("a blank name must fail");
  });

  it("uses the site's own message for every required field, word for word", () => {
    const result = contactFormSchema({ nameMinLength: 2 }).safeParse({ name: "", email: "nope", company: "", message: "", recaptchaToken: "" });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error)).toEqual({
        name: CONTACT_MESSAGES.nameMinLength,
        email: "Please enter a valid email address",
        message: "Message is required",
        recaptchaToken: "Please complete the reCAPTCHA verification",
      });
  });

  it("lets the function accept a missing company as empty text and the DV360 extras", () => {
    const parsed = contactMessageSchema.parse({ name: "D", email: " D@Example.com ", message: "m", recaptchaToken: "t", buttonText: "Go", componentName: "DV360" });
    expect(parsed).toMatchObject({ company: "", email: "D@Example.com", buttonText: "Go", componentName: "DV360" });
  });
});
