/**
 * What a lead from a form is worth to the business: the value and currency
 * GA4's recommended generate_lead event carries, so GA4 and Google Ads can
 * report leads in money. The figures are the product owner's, set per form in
 * the CMS (Lead form texts → Lead values for the site's own forms, a landing
 * page's lead form block for its form); a form without one still sends
 * generate_lead, without value and currency.
 *
 * The rule of a lead value is here once, in plain code (no zod, no Node), so
 * that the build (gatsby/content-checks.ts, through ./content-rules.ts) and
 * the CMS's Publish check (src/cms/publish-rules.ts) apply the same function.
 */

/** A lead value as content writes it: any shape, as a half-filled CMS entry may have. */
export interface LeadValueDraft {
  value?: unknown;
  currency?: unknown;
}

/** A lead value as a form sends it: a number ≥ 0 in an ISO 4217 currency. */
export interface LeadValue {
  value: number;
  currency: string;
}

/** The currency of a lead value that names none: the business is in Israel. */
export const DEFAULT_LEAD_CURRENCY = "ILS";

/** The currencies the browser and Node know by their ISO 4217 codes (the current ones, as Intl lists them). */
let currencies: ReadonlySet<string> | undefined;
export function isIsoCurrency(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf("currency"));
  return currencies.has(code);
}

const isGiven = (value: unknown) => value !== undefined && value !== null && value !== "";

/** Every problem of a lead value, in a marketer's words with the fix; `name` says which form's. */
export function leadValueProblems(draft: LeadValueDraft | null | undefined, name: string): string[] {
  if (!draft) return [];
  const problems: string[] = [];
  const { value, currency } = draft;
  if (isGiven(value) && !(typeof value === "number" && Number.isFinite(value) && value >= 0)) {
    problems.push(`${name}, lead value: ${JSON.stringify(value)} is not an amount; write what a lead from this form is worth as a number, 0 or more, such as 1500`);
  }
  if (isGiven(currency) && !(typeof currency === "string" && isIsoCurrency(currency))) {
    problems.push(`${name}, currency: ${JSON.stringify(currency)} is not an ISO 4217 currency code; write three capital letters, such as ${DEFAULT_LEAD_CURRENCY}, USD or EUR (empty: ${DEFAULT_LEAD_CURRENCY})`);
  }
  if (!isGiven(value) && isGiven(currency)) {
    problems.push(`${name}, currency: a currency without a lead value says nothing; give the value too, or clear the currency`);
  }
  return problems;
}

/** The value a form sends, or null when its content gives none (or breaks the rule, which the build refuses). */
export function leadValueOf(draft: LeadValueDraft | null | undefined): LeadValue | null {
  if (!draft || !isGiven(draft.value) || leadValueProblems(draft, "").length) return null;
  return { value: draft.value as number, currency: isGiven(draft.currency) ? (draft.currency as string) : DEFAULT_LEAD_CURRENCY };
}
