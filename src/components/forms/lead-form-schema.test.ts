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

  it("needs a letter in the name: invisible characters, digits or punctuation alone fail with that form's own message", () => {
    for (const [nameMinLength, message] of [[2, "Name must be at least 2 characters"], [1, "Name is required"]] as const) {
      const form = contactFormSchema({ nameMinLength });
      for (const name of ["\u200b\u200b\u200b", "\u00ad\u00ad", "\u{E0041}\u{E0042}", "\ufe0f\u2060", "12", "--", "\u3164\u3164"]) {
        const result = form.safeParse({ ...valid, name });
        expect(result.success).toBe(false);
        if (!result.success) expect(fieldErrors(result.error)).toEqual({ name: message });
      }
      expect(form.safeParse({ ...valid, name: "\u05d3\u05e0\u05d4" }).success).toBe(true);
      expect(form.safeParse({ ...valid, name: "\u674e\u4e8c" }).success).toBe(true);
    }
  });

  it("removes invisible and format characters from one-line fields (line separators become spaces) and from the message", () => {
    const parsed = contactMessageSchema.parse({
      ...valid,
      name: "Da\u00adna\u2028Levi\u{E0069}\u{E0067}\ufe0f\u200d\u202e",
      company: "Ac\u034fme\u2029Ltd\u180e",
      message: "Line one\u2028Line two\u{E0001}\u{E0100}",
      buttonText: "Go\u2066\u2069",
    });
    expect(parsed).toMatchObject({ name: "Dana Levi", company: "Acme Ltd", message: "Line one\nLine two", buttonText: "Go" });
  });

  it("cleans utm_* values like any one-line field", () => {
    const touch = { at: "2026-11-28T08:00:00.000Z", landingPage: "https://www.swc.co.il/", referrer: "", utm_source: " news\u200bletter\u{E0041} ", utm_campaign: "black\u2028friday\u00ad" };
    const parsed = contactMessageSchema.parse({ ...valid, attribution: { firstTouch: null, lastTouch: touch, formPage: "https://www.swc.co.il/contact/", formVariant: "contact", consent: null } });
    expect(parsed.attribution?.lastTouch).toMatchObject({ utm_source: "newsletter", utm_campaign: "black friday" });
  });

  it("holds addresses to SMTP's lengths: local part 64 octets, domain 253, labels 63 (in punycode), with the site's message", () => {
    const form = contactFormSchema({ nameMinLength: 2 });
    const label63 = "b".repeat(63);
    const fits = [`${"a".repeat(64)}@example.com`, `x@${label63}.example.com`, `x@${[label63, label63, label63, "c".repeat(57)].join(".")}.io`];
    for (const email of fits) expect(form.safeParse({ ...valid, email }).success).toBe(true);
    const tooLong = [
      `${"a".repeat(65)}@example.com`,
      `${"\u00e9".repeat(33)}@example.com`,
      `x@${"b".repeat(64)}.example.com`,
      `x@${[label63, label63, label63, "c".repeat(58)].join(".")}.io`,
      `x@example.${"c".repeat(64)}`,
      `x@${"\u00fc".repeat(60)}.de`,
      `${"a".repeat(200)}@example.com`,
      `x@example.${"c".repeat(100)}`,
    ];
    for (const email of tooLong) {
      const result = form.safeParse({ ...valid, email });
      expect(result.success).toBe(false);
      if (!result.success) expect(fieldErrors(result.error)).toEqual({ email: "Please enter a valid email address" });
    }
  });
});
