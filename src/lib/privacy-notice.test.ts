/**
 * @jest-environment node
 *
 * The privacy notice's tables equal the registries the code uses: a lead
 * field, a delivery channel, a conversion upload or a cookie added to the
 * code without its line in the notice fails here.
 */
import { LEAD_FIELDS } from "../../supabase/functions/_shared/contact-schema";
import { CHANNELS } from "../../supabase/functions/_shared/lead-store";
import { EXPORT_FORMATS } from "../../supabase/local/conversion-export";
import { STORAGE_REGISTRY, TAG_COOKIE_PREFIXES } from "./storage-registry";
import { LEAD_FORM_VARIANTS } from "./lead-form-variants";
import { cookieRows, cookiesRemovedOnWithdrawal, GOOGLE_ADS_UPLOADS, leadFieldRows, recipientRows } from "./privacy-notice";

describe("the privacy notice's tables", () => {
  it("lists every field a lead keeps, in the schema's order, then what the function adds", () => {
    const rows = leadFieldRows();
    expect(rows.filter((row) => row.field !== null).map((row) => row.field)).toEqual(LEAD_FIELDS.map(({ field }) => field));
    expect(rows.at(-1)).toMatchObject({ field: null, label: "Time received" });
    for (const row of rows) expect(row.holds.length).toBeGreaterThan(10);
  });

  it("says which forms send the button and form name: those that send their source", () => {
    const senders = Object.values(LEAD_FORM_VARIANTS).filter((variant) => variant.sendsSource);
    expect(senders.length).toBeGreaterThan(0);
    const row = leadFieldRows().find((candidate) => candidate.field === "buttonText")!;
    for (const variant of senders) expect(row.sentBy).toContain(variant.formName);
    expect(leadFieldRows().find((candidate) => candidate.field === "name")!.sentBy).toBe("Every form");
  });

  it("names every delivery channel and every Google Ads upload of the conversion export", () => {
    const ids = recipientRows().map((row) => row.id);
    for (const channel of CHANNELS) expect(ids).toContain(channel);
    // The experiments export is a report for us, not an upload to Google.
    const uploads = EXPORT_FORMATS.filter((format) => format !== "experiments");
    expect(Object.keys(GOOGLE_ADS_UPLOADS).sort()).toEqual([...uploads].sort());
    for (const format of uploads) expect(ids).toContain(`google-ads:${format}`);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("says Google Ads receives a lead only with consent", () => {
    for (const row of recipientRows().filter((candidate) => candidate.id.startsWith("google-ads:"))) expect(row.when).toMatch(/^Only if you allowed advertising/);
  });

  it("lists every cookie and storage key of the registry with its purpose, lifetime and category", () => {
    const rows = cookieRows();
    expect(rows).toHaveLength(STORAGE_REGISTRY.length);
    for (const entry of STORAGE_REGISTRY) {
      expect(rows).toContainEqual({
        name: entry.prefix ? `${entry.name}*` : entry.name,
        kind: entry.kind,
        category: entry.category,
        setBy: entry.setBy,
        purpose: entry.purpose,
        lifetime: entry.lifetime,
      });
    }
    // Strictly necessary first, as the notice explains them first.
    expect(rows[0].category).toBe("necessary");
  });

  it("names, as the cookies the site deletes on a withdrawal, every registry cookie of the tag-cookie prefixes and no other", () => {
    const prefixes: readonly string[] = Object.values(TAG_COOKIE_PREFIXES).flat();
    const tagCookies = STORAGE_REGISTRY.filter((entry) => entry.kind === "cookie" && prefixes.some((prefix) => entry.name.startsWith(prefix)));
    expect(tagCookies.map((entry) => entry.setBy)).not.toContain("SWC");
    expect(cookiesRemovedOnWithdrawal()).toBe("_ga, _ga_* and _gcl_*");
    for (const entry of tagCookies) expect(cookiesRemovedOnWithdrawal()).toContain(entry.prefix ? `${entry.name}*` : entry.name);
  });
});
