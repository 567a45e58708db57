/** @jest-environment node */
import { DEFAULT_LEAD_CURRENCY, isIsoCurrency, leadValueOf, leadValueProblems } from "./lead-value";
import { entryProblems } from "./content-rules";

const context = { isAddress: () => true, formNamesElsewhere: new Map<string, string>() };

describe("the rule of a lead value", () => {
  it("accepts an amount of 0 or more, with or without an ISO 4217 currency, and no value at all", () => {
    expect(leadValueProblems({ value: 1500, currency: "ILS" }, "Contact")).toEqual([]);
    expect(leadValueProblems({ value: 0 }, "Contact")).toEqual([]);
    expect(leadValueProblems({ value: 99.5, currency: "EUR" }, "Contact")).toEqual([]);
    expect(leadValueProblems(null, "Contact")).toEqual([]);
    expect(leadValueProblems({ value: null, currency: null }, "Contact")).toEqual([]);
  });

  it("refuses a negative or non-numeric amount, naming the form and the fix", () => {
    expect(leadValueProblems({ value: -5 }, "Lead values, contact")).toEqual([
      "Lead values, contact, lead value: -5 is not an amount; write what a lead from this form is worth as a number, 0 or more, such as 1500",
    ]);
    expect(leadValueProblems({ value: "1500" }, "X")[0]).toMatch(/"1500" is not an amount/);
    expect(leadValueProblems({ value: Number.NaN }, "X")).toHaveLength(1);
  });

  it("refuses a currency that is not an ISO 4217 code, and a currency without a value", () => {
    expect(leadValueProblems({ value: 10, currency: "NIS" }, "X")).toEqual([
      'X, currency: "NIS" is not an ISO 4217 currency code; write three capital letters, such as ILS, USD or EUR (empty: ILS)',
    ]);
    expect(leadValueProblems({ value: 10, currency: "ils" }, "X")).toHaveLength(1);
    expect(leadValueProblems({ currency: "USD" }, "X")).toEqual(["X, currency: a currency without a lead value says nothing; give the value too, or clear the currency"]);
    expect(isIsoCurrency("ILS") && isIsoCurrency("USD") && isIsoCurrency("EUR") && isIsoCurrency("GBP") && isIsoCurrency("CHF")).toBe(true);
  });

  it("gives the value a form sends: ILS when content names no currency, none when content gives no (or a broken) value", () => {
    expect(DEFAULT_LEAD_CURRENCY).toBe("ILS");
    expect(leadValueOf({ value: 1500 })).toEqual({ value: 1500, currency: "ILS" });
    expect(leadValueOf({ value: 200, currency: "USD" })).toEqual({ value: 200, currency: "USD" });
    expect(leadValueOf({ currency: "USD" })).toBeNull();
    expect(leadValueOf({ value: -1 })).toBeNull();
    expect(leadValueOf(undefined)).toBeNull();
  });

  it("is a content rule of the site's own forms (content/lead-form.json) and of a landing page's lead form blocks", () => {
    expect(entryProblems("site", { leadValues: { contact: { value: 1500 }, home: { value: -1 } } }, context)).toEqual([
      { field: "leadValues.home", message: expect.stringMatching(/^Lead values, home, lead value: -1 is not an amount/) },
    ]);
    const page = { blocks: [{ type: "hero", title: "T" }, { type: "lead-form", formName: "Audit Form", leadValue: { value: 500, currency: "XYZ" } }] };
    expect(entryProblems("campaigns", page, context).filter((problem) => problem.field.endsWith("leadValue"))).toEqual([
      { field: "blocks.1.leadValue", message: expect.stringMatching(/^Block 2 \(lead-form\), currency: "XYZ" is not an ISO 4217 currency code/) },
    ]);
  });
});
