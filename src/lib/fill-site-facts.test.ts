import { fillSiteFacts } from "./fill-site-facts";

const facts = { legalName: "SWC Ltd.", brand: "SWC", email: "hello@example.com" };

describe("fillSiteFacts", () => {
  it("replaces every placeholder with the site fact", () => {
    expect(fillSiteFacts("{legalName} (“Provider”), {brand}: {email} / {email}", facts)).toBe(
      "SWC Ltd. (“Provider”), SWC: hello@example.com / hello@example.com",
    );
  });

  it("refuses an unknown placeholder rather than printing braces", () => {
    expect(() => fillSiteFacts("call {phone}", facts)).toThrow("Unknown placeholder {phone}");
  });
});
