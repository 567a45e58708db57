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

  it("accepts internationalised addresses (RFC 6531) as typed, and refuses a really invalid one with the site's message", () => {
    const form = contactFormSchema({ nameMinLength: 2 });
    for (const address of ["x@m\u00fcller.de", "\u00fcser.name@example.com", "\u05d3\u05e0\u05d4@\u05d3\u05d5\u05d2\u05de\u05d4.\u05d9\u05e9\u05e8\u05d0\u05dc", "\u7528\u6237@\u4f8b\u5b50.\u5e7f\u544a", "x@xn--mller-kva.de", "dana.levi+ads@example.co.il"])
      expect(form.safeParse({ ...valid, email: address })).toMatchObject({ success: true, data: { email: address } });
    for (const address of ["nope", "a@b", "a@b.c", "a b@example.com", "a@@example.com", ".a@example.com", "a..b@example.com", "a.@example.com", "a@-example.com", "a@example.com\u202e", "a@exa mple.com", "<a>@example.com", "a@example.123"]) {
      const result = form.safeParse({ ...valid, email: address });
      expect(result.success).toBe(false);
      if (!result.success) expect(fieldErrors(result.error)).toEqual({ email: "Please enter a valid email address" });
    }
  });
});
