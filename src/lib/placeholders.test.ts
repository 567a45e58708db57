import { fillPlaceholders } from "./placeholders";

const facts = { legalName: "SWC Ltd.", brand: "SWC", email: "hello@example.com" };

describe("fillPlaceholders", () => {
  it("replaces every placeholder with the site fact", () => {
    expect(fillPlaceholders("{legalName} (“Provider”), {brand}: {email} / {email}", facts, { strict: true })).toBe(
      "SWC Ltd. (“Provider”), SWC: hello@example.com / hello@example.com",
    );
  });

  it("refuses an unknown placeholder rather than printing braces, when strict", () => {
    expect(() => fillPlaceholders("call {phone}", facts, { strict: true })).toThrow("Unknown placeholder {phone}");
  });

  it("fills numbers, and leaves a placeholder it has no value for as written", () => {
    expect(fillPlaceholders("We reply within {hours} hours.", { hours: 24 })).toBe("We reply within 24 hours.");
    expect(fillPlaceholders("{brand} Insights: {category}", { category: "Privacy" })).toBe("{brand} Insights: Privacy");
  });

  it("fills a value that itself looks like a placeholder only once", () => {
    expect(fillPlaceholders("{client} logo", { client: "{brand}", brand: "SWC" })).toBe("{brand} logo");
  });

  it("does not take names from the object prototype", () => {
    expect(fillPlaceholders("{toString}", {})).toBe("{toString}");
  });
});
