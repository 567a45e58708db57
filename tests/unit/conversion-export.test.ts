/** @jest-environment node */
import type { StoredLead } from "../../supabase/functions/_shared/lead-store.ts";
import type { Attribution } from "../../supabase/functions/_shared/contact-schema.ts";
import { hashEmail, normalizeEmailForHashing } from "../../supabase/functions/_shared/hash-email";
import {
  csvField,
  DEFAULT_CONVERSION_NAME,
  DEFAULT_TIME_ZONE,
  ENHANCED_COLUMNS,
  exportConversions,
  formatConversionTime,
  GOOGLE_ADS_COLUMNS,
  parseCsv,
  parseExportArgs,
  parseSince,
  type ExportOptions,
} from "../../supabase/local/conversion-export.ts";

const touch = (params: Record<string, string>) => ({ at: "2026-11-20T09:00:00.000Z", landingPage: "https://www.swc.co.il/", referrer: "", ...params });

function lead(i: number, receivedAt: string, attribution: Partial<Attribution> | null, email = `lead${i}@example.com`): StoredLead {
  return {
    id: `00000000-0000-4000-8000-00000000000${i}`,
    idempotencyKey: `k${i}`,
    payloadHash: "h",
    name: `Lead ${i}`,
    email,
    company: "",
    message: "Hello",
    buttonText: null,
    componentName: null,
    attribution:
      attribution === null
        ? null
        : ({ firstTouch: null, lastTouch: null, formPage: "https://www.swc.co.il/contact", formVariant: "contact-page", consent: null, ...attribution } as Attribution),
    experiments: null,
    receivedAt: new Date(receivedAt),
  };
}

const options = (overrides: Partial<ExportOptions>): ExportOptions => ({
  format: "google-ads",
  conversionName: DEFAULT_CONVERSION_NAME,
  timeZone: DEFAULT_TIME_ZONE,
  since: null,
  value: null,
  currency: null,
  ...overrides,
});

const granted = { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" } as const;
const refused = { ...granted, ad_user_data: "denied" } as const;
/** The export's consent column for every exported lead. */
const G = "GRANTED";

describe("Google Ads conversion export", () => {
  test("the header rows are Google's published template columns, after the Parameters:TimeZone row", async () => {
    const ads = parseCsv((await exportConversions([], options({}))).csv);
    expect(ads[0]).toEqual(["Parameters:TimeZone=Asia/Jerusalem", "", "", "", "", "", "", "", ""]);
    expect(ads[1]).toEqual(["Google Click ID", "GBRAID", "WBRAID", "Conversion Name", "Conversion Time", "Conversion Value", "Conversion Currency", "Order ID", "Ad User Data Consent"]);
    expect(ads[1]).toEqual([...GOOGLE_ADS_COLUMNS]);
    const enhanced = parseCsv((await exportConversions([], options({ format: "enhanced", timeZone: "Europe/London" }))).csv);
    expect(enhanced[0]).toEqual(["Parameters:TimeZone=Europe/London", "", "", "", "", "", "", ""]);
    expect(enhanced[1]).toEqual(["Email", "Phone Number", "Conversion Name", "Conversion Time", "Conversion Value", "Conversion Currency", "Order ID", "Ad User Data Consent"]);
    expect(enhanced[1]).toEqual([...ENHANCED_COLUMNS]);
  });

  test("conversion times are wall-clock times of the zone with its offset, daylight saving time included", () => {
    expect(formatConversionTime(new Date("2026-11-25T08:15:00Z"), "Asia/Jerusalem")).toBe("2026-11-25 10:15:00+02:00");
    expect(formatConversionTime(new Date("2026-07-01T08:15:30Z"), "Asia/Jerusalem")).toBe("2026-07-01 11:15:30+03:00");
    expect(formatConversionTime(new Date("2026-01-10T23:30:00Z"), "America/New_York")).toBe("2026-01-10 18:30:00-05:00");
    expect(formatConversionTime(new Date("2026-01-10T23:30:00Z"), "Asia/Kolkata")).toBe("2026-01-11 05:00:00+05:30");
    expect(formatConversionTime(new Date("2026-01-10T23:30:00Z"), "UTC")).toBe("2026-01-10 23:30:00+00:00");
  });

  test("google-ads: one row per consented lead with a gclid (last touch first), else its gbraid or wbraid, in time order; others counted as left out", async () => {
    const leads = [
      lead(2, "2026-11-25T09:00:00Z", { lastTouch: touch({ gclid: "Cj0KCQiA_last" }), firstTouch: touch({ gclid: "Cj0_first" }), consent: granted }),
      lead(1, "2026-11-24T09:00:00Z", { lastTouch: touch({ utm_source: "newsletter" }), firstTouch: touch({ gclid: "Cj0_only_first" }), consent: granted }),
      lead(3, "2026-11-25T10:00:00Z", { lastTouch: touch({ fbclid: "fb.1" }), consent: granted }),
      lead(4, "2026-11-25T11:00:00Z", null),
      lead(5, "2026-11-25T12:00:00Z", { lastTouch: touch({ gclid: "Cj0_refused" }), consent: refused }),
      lead(6, "2026-11-25T13:00:00Z", { lastTouch: touch({ gclid: "Cj0_granted" }), consent: granted }),
      lead(7, "2026-11-25T14:00:00Z", { lastTouch: touch({ gbraid: "0AAAAA_gb" }), consent: granted }),
      lead(8, "2026-11-25T15:00:00Z", { lastTouch: touch({ wbraid: "CkQK_wb" }), consent: granted }),
      lead(9, "2026-11-25T16:00:00Z", { lastTouch: touch({ gbraid: "0AAAAA_not_used", gclid: "Cj0_wins" }), consent: granted }),
    ];
    const result = await exportConversions(leads, options({ value: 250, currency: "ILS" }));
    expect(parseCsv(result.csv).slice(2)).toEqual([
      ["Cj0_only_first", "", "", "Website lead", "2026-11-24 11:00:00+02:00", "250", "ILS", "k1", G],
      ["Cj0KCQiA_last", "", "", "Website lead", "2026-11-25 11:00:00+02:00", "250", "ILS", "k2", G],
      ["Cj0_granted", "", "", "Website lead", "2026-11-25 15:00:00+02:00", "250", "ILS", "k6", G],
      ["", "0AAAAA_gb", "", "Website lead", "2026-11-25 16:00:00+02:00", "250", "ILS", "k7", G],
      ["", "", "CkQK_wb", "Website lead", "2026-11-25 17:00:00+02:00", "250", "ILS", "k8", G],
      ["Cj0_wins", "", "", "Website lead", "2026-11-25 18:00:00+02:00", "250", "ILS", "k9", G],
    ]);
    expect(result.rows).toBe(6);
    expect(result.skipped).toEqual({ noClickId: 1, noAdUserDataConsent: 2, beforeSince: 0, noExperiments: 0 });
    expect(result.csv.endsWith("\r\n")).toBe(true);
  });

  test("a lead whose visitor never answered the consent banner is not exported, nor one without attribution", async () => {
    const unanswered = lead(1, "2026-11-25T09:00:00Z", { lastTouch: touch({ gclid: "Cj0_unanswered" }), consent: null });
    for (const format of ["google-ads", "enhanced"] as const) {
      const result = await exportConversions([unanswered, lead(2, "2026-11-25T09:00:00Z", null)], options({ format }));
      expect(result.rows).toBe(0);
      expect(result.csv).not.toContain("Cj0_unanswered");
      expect(result.skipped.noAdUserDataConsent).toBe(2);
    }
  });

  test("no cell starts with a formula character: a click id or name starting with = + - @ is written as text", async () => {
    for (const start of ["=", "+", "-", "@"]) expect(csvField(`${start}HYPERLINK("x")`).replace(/^"/, "").startsWith(`'${start}`)).toBe(true);
    const result = await exportConversions(
      [lead(1, "2026-11-25T09:00:00Z", { lastTouch: touch({ gclid: "-2+3" }), consent: granted })],
      options({ conversionName: "=cmd|' /C calc'!A0" }),
    );
    const row = parseCsv(result.csv)[2];
    expect(row[0]).toBe("'-2+3");
    expect(row[3]).toBe("'=cmd|' /C calc'!A0");
    for (const cell of parseCsv(result.csv).flat()) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  test("fields with commas, quotes or line breaks are quoted and quotes doubled", async () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('Lead, "qualified"')).toBe('"Lead, ""qualified"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    const result = await exportConversions([lead(1, "2026-11-25T09:00:00Z", { lastTouch: touch({ gclid: "abc" }), consent: granted })], options({ conversionName: 'Lead, "qualified"' }));
    expect(result.csv.split("\r\n")[2]).toBe('abc,,,"Lead, ""qualified""",2026-11-25 11:00:00+02:00,,,k1,GRANTED');
    expect(parseCsv(result.csv)[2][3]).toBe('Lead, "qualified"');
  });

  test("enhanced: every consented lead, its e-mail normalised as Google documents (gmail dots removed) and SHA-256 hashed", async () => {
    const leads = [
      lead(1, "2026-11-25T09:00:00Z", { consent: granted }, "  Test@Example.COM "),
      lead(2, "2026-11-25T10:00:00Z", { consent: refused }),
      lead(3, "2026-11-25T11:00:00Z", { consent: granted }, "First.Last+news@GMail.com"),
      lead(4, "2026-11-25T12:00:00Z", { consent: granted }, "j.doe@googlemail.com"),
      lead(5, "2026-11-25T13:00:00Z", { consent: granted }, "j.doe@example.com"),
    ];
    const result = await exportConversions(leads, options({ format: "enhanced" }));
    const rows = parseCsv(result.csv).slice(2);
    // SHA-256("test@example.com"), the same vector supabase/functions/_shared/hash-email.test.ts checks.
    expect(rows[0]).toEqual(["973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b", "", "Website lead", "2026-11-25 11:00:00+02:00", "", "", "k1", G]);
    expect(rows[1][0]).toBe(await hashEmail("firstlast+news@gmail.com"));
    expect(rows[2][0]).toBe(await hashEmail("jdoe@googlemail.com"));
    // Other domains keep their dots.
    expect(rows[3][0]).toBe(await hashEmail("j.doe@example.com"));
    expect(normalizeEmailForHashing(" A.B@Gmail.com ")).toBe("ab@gmail.com");
    expect(rows).toHaveLength(4);
    expect(result.skipped.noAdUserDataConsent).toBe(1);
    expect(result.csv).not.toMatch(/@/);
  });

  test("experiments: one row per lead and experiment shown, whatever the ad consent; leads shown none are counted, not written", async () => {
    const leads = [
      { ...lead(1, "2026-11-25T09:00:00Z", { consent: refused }), componentName: "Contact Page", experiments: { "home-hero": "analytics-you-can-defend", "lp-heading": "control" } },
      lead(2, "2026-11-25T10:00:00Z", { consent: granted }),
      { ...lead(3, "2026-11-24T09:00:00Z", null), experiments: { "home-hero": "control" } },
    ];
    const result = await exportConversions(leads, options({ format: "experiments" }));
    expect(parseCsv(result.csv)).toEqual([
      ["Lead ID", "Received", "Form", "Experiment", "Variant"],
      ["k3", "2026-11-24 11:00:00+02:00", "", "home-hero", "control"],
      ["k1", "2026-11-25 11:00:00+02:00", "Contact Page", "home-hero", "analytics-you-can-defend"],
      ["k1", "2026-11-25 11:00:00+02:00", "Contact Page", "lp-heading", "control"],
    ]);
    expect(result.rows).toBe(3);
    expect(result.skipped).toEqual({ noClickId: 0, noAdUserDataConsent: 0, beforeSince: 0, noExperiments: 1 });
    expect(result.csv).not.toMatch(/@/);
  });

  test("--since: a bare date is midnight in the export's time zone; a date-time keeps its offset", async () => {
    expect(parseSince("2026-11-25", "Asia/Jerusalem").toISOString()).toBe("2026-11-24T22:00:00.000Z");
    expect(parseSince("2026-07-01", "Asia/Jerusalem").toISOString()).toBe("2026-06-30T21:00:00.000Z");
    expect(parseSince("2026-11-25T08:00:00+02:00", "UTC").toISOString()).toBe("2026-11-25T06:00:00.000Z");
    expect(() => parseSince("25/11/2026", "UTC")).toThrow(/--since takes a date/);
    const leads = [lead(1, "2026-11-24T21:59:59Z", { lastTouch: touch({ gclid: "old" }), consent: granted }), lead(2, "2026-11-24T22:00:00Z", { lastTouch: touch({ gclid: "new" }), consent: granted })];
    const result = await exportConversions(leads, options({ since: parseSince("2026-11-25", "Asia/Jerusalem") }));
    expect(parseCsv(result.csv).slice(2).map((row) => row[0])).toEqual(["new"]);
    expect(result.skipped.beforeSince).toBe(1);
  });

  test("flags: format required, defaults documented, bad values refused with a clear message", () => {
    expect(parseExportArgs(["--format", "google-ads"])).toEqual({
      format: "google-ads",
      conversionName: "Website lead",
      timeZone: "Asia/Jerusalem",
      since: null,
      value: null,
      currency: null,
    });
    const full = parseExportArgs(["--format", "enhanced", "--conversion-name", "Qualified lead", "--timezone", "Europe/London", "--value", "99.5", "--currency", "GBP", "--since", "2026-11-01"]);
    expect(full).toMatchObject({ format: "enhanced", conversionName: "Qualified lead", timeZone: "Europe/London", value: 99.5, currency: "GBP" });
    expect(full.since?.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(() => parseExportArgs([])).toThrow(/--format must be google-ads, enhanced or experiments/);
    expect(() => parseExportArgs(["--format", "meta"])).toThrow(/--format must be/);
    expect(() => parseExportArgs(["--format", "google-ads", "--timezone", "Mars/Olympus"])).toThrow(/Unknown time zone "Mars\/Olympus"/);
    expect(() => parseExportArgs(["--format", "google-ads", "--currency", "shekel"])).toThrow(/ISO 4217/);
    expect(() => parseExportArgs(["--format", "google-ads", "--value", "-1"])).toThrow(/--value must be a number/);
    expect(() => parseExportArgs(["--format", "google-ads", "--since"])).toThrow(/--since needs a value/);
    expect(() => parseExportArgs(["--format", "google-ads", "--gclid-only"])).toThrow(/Unknown option --gclid-only/);
  });
});

describe("parseCsv", () => {
  it("reads what csvField writes back, rows ending at CRLF or LF, a quoted line break kept in its field", () => {
    const values = ['a "quoted", word', "two\r\nlines", "=SUM(A1)", ""];
    expect(parseCsv(`${values.map(csvField).join(",")}\r\nx,y\nlast`)).toEqual([['a "quoted", word', "two\r\nlines", "'=SUM(A1)", ""], ["x", "y"], ["last"]]);
  });
});
