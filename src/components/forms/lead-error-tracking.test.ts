import { ErrorsSeenOnce } from "./lead-error-tracking";

describe("ErrorsSeenOnce", () => {
  it("reports each field error the first time it appears, and only then", () => {
    const errors = new ErrorsSeenOnce();
    expect(errors.takeNew([["name", "Name must be at least 2 characters"]])).toEqual([["name", "Name must be at least 2 characters"]]);
    // The same error again (field left again with the same bad value), plus a new one.
    expect(
      errors.takeNew([
        ["name", "Name must be at least 2 characters"],
        ["email", "Please enter a valid email address"],
      ]),
    ).toEqual([["email", "Please enter a valid email address"]]);
    // Fixed, then broken the same way again: still already reported.
    expect(errors.takeNew([])).toEqual([]);
    expect(errors.takeNew([["email", "Please enter a valid email address"]])).toEqual([]);
  });

  it("treats another message on the same field as a new error", () => {
    const errors = new ErrorsSeenOnce();
    errors.takeNew([["message", "Message is required"]]);
    expect(errors.takeNew([["message", "Too long"]])).toEqual([["message", "Too long"]]);
  });

  it("starts over after a successful send", () => {
    const errors = new ErrorsSeenOnce();
    errors.takeNew([["recaptchaToken", "Please complete the reCAPTCHA verification"]]);
    errors.clear();
    expect(errors.takeNew([["recaptchaToken", "Please complete the reCAPTCHA verification"]])).toHaveLength(1);
  });
});
