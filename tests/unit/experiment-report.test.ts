/** @jest-environment node */
import type { StoredLead } from "../../supabase/functions/_shared/lead-store.ts";
import { daysRun, experimentReport, exposureWarnings, formatReport, parseExposuresCsv, reportedExperiment, DECISION_RULE } from "../../supabase/local/experiment-report.ts";

const experiment = reportedExperiment(
  {
    slug: "home-hero-headline",
    name: "Home hero",
    variants: [
      { id: "control", name: "As it is" },
      { id: "defensible", name: "Decisions you can defend" },
    ],
    split: [50, 50],
    start: "2026-11-28",
    end: "2027-01-31",
    status: "running",
  },
  "home-hero-headline.json",
);

let serial = 0;
function lead(receivedAt: string, experiments: Record<string, string> | null): StoredLead {
  serial++;
  return {
    id: `id-${serial}`,
    idempotencyKey: `k${serial}`,
    payloadHash: "h",
    name: "Lead",
    email: `lead${serial}@example.com`,
    company: "",
    message: "Hello",
    buttonText: null,
    componentName: null,
    attribution: null,
    experiments,
    receivedAt: new Date(receivedAt),
  };
}

const repeat = (count: number, make: () => StoredLead) => Array.from({ length: count }, make);

/** 80 leads under the control and 112 under the variant in the period, and leads the report must not count. */
const leads = [
  ...repeat(80, () => lead("2026-12-05T10:00:00Z", { "home-hero-headline": "control" })),
  ...repeat(112, () => lead("2027-01-31T23:59:59Z", { "home-hero-headline": "defensible", "lp-form-heading": "b" })),
  lead("2026-11-27T23:59:59Z", { "home-hero-headline": "control" }), // before the start
  lead("2027-02-01T00:00:00Z", { "home-hero-headline": "defensible" }), // after the last day
  lead("2026-12-05T10:00:00Z", { "lp-form-heading": "b" }), // another experiment only
  lead("2026-12-05T10:00:00Z", null), // no consent
  lead("2026-12-05T10:00:00Z", { "home-hero-headline": "retired-variant" }),
];

/** A GA4 free-form exploration exported as CSV (File → Download → CSV), as GA4 writes it. */
function ga4Export(control: string, variant: string) {
  return [
    "# ----------------------------------------",
    "# Experiments",
    "# Free form 1",
    "# 20261128-20270131",
    "# ----------------------------------------",
    "",
    "Exp variant string,Total users,Event count",
    `SWC-home-hero-headline-control,"${control}",9512`,
    `SWC-home-hero-headline-defensible,"${variant}",9630`,
    "SWC-lp-form-heading-b,310,402",
    "(not set),12,12",
    `Grand total,"9,000",19556`,
    "",
  ].join("\r\n");
}

describe("experiments:report", () => {
  it("reads GA4's CSV export: comment lines, thousands separators, total and (not set) rows skipped", () => {
    const { counts, column, range } = parseExposuresCsv(ga4Export("4,000", "4,000"));
    expect(column).toBe("Total users");
    expect(range).toEqual({ from: "2026-11-28", to: "2027-01-31" });
    expect([...counts]).toEqual([
      ["SWC-home-hero-headline-control", 4000],
      ["SWC-home-hero-headline-defensible", 4000],
      ["SWC-lp-form-heading-b", 310],
    ]);
    expect(() => parseExposuresCsv("Page path,Views\n/,3\n")).toThrow(/Exp variant string/);
  });

  // Worked example, checked with SciPy: A = Beta(81, 3921), B = Beta(113, 3889);
  // P(B > A) = ∫ f_B F_A = 0.9903; B/A − 1 from 2,000,000 draws: median +39.7 %, 95 % interval +5.5 % to +85.8 %.
  it("counts each variant's leads in the experiment's period and reads them against the exposures", () => {
    const report = experimentReport(experiment, leads, parseExposuresCsv(ga4Export("4,000", "4,000")));
    expect(report.variants.map(({ id, leads: count, exposures }) => [id, count, exposures])).toEqual([
      ["control", 80, 4000],
      ["defensible", 112, 4000],
    ]);
    expect(report.unknownVariantLeads).toBe(1);
    const [control, variant] = report.variants;
    expect(control.rate).toBeCloseTo(0.02, 10);
    expect(variant.rate).toBeCloseTo(0.028, 10);
    expect(control.probabilityToBeatControl).toBeNull();
    expect(variant.probabilityToBeatControl).toBeCloseTo(0.9903, 3);
    expect(variant.uplift!.median).toBeCloseTo(0.397, 2);
    expect(variant.uplift!.low).toBeCloseTo(0.055, 2);
    expect(variant.uplift!.high).toBeCloseTo(0.858, 1);
    expect(report.sampleRatio!.mismatch).toBe(false);
    const text = formatReport(report);
    expect(text).toContain("defensible         4000     112    2.80 %     99.0 %");
    expect(text).toMatch(/\+39\.\d % \(\+5\.\d % to \+8\d\.\d %\)/);
    expect(text).toContain("1 lead(s) name a variant this experiment no longer has");
    expect(text).not.toContain("MISMATCH");
  });

  // SciPy: chisquare([4000, 4400]) = 19.05, p = 1.27e-5.
  it("warns of a sample ratio mismatch: 4,000 against 4,400 on a 50/50 split", () => {
    const report = experimentReport(experiment, leads, parseExposuresCsv(ga4Export("4,000", "4,400")));
    expect(report.sampleRatio!.chiSquare).toBeCloseTo(19.05, 2);
    expect(report.sampleRatio!.pValue).toBeCloseTo(1.27e-5, 6);
    expect(formatReport(report)).toMatch(/SAMPLE RATIO MISMATCH.*chi-square 19\.0, p = 1\.3e-5/);
  });

  it("without exposures lists the leads per variant and says how to get the rates", () => {
    const report = experimentReport(experiment, leads, null);
    expect(report.variants.map((row) => [row.id, row.leads, row.rate])).toEqual([
      ["control", 80, null],
      ["defensible", 112, null],
    ]);
    expect(formatReport(report)).toContain("--exposures");
  });

  it("reads no statistics from an export of another period (more leads than exposed visitors)", () => {
    const report = experimentReport(experiment, leads, parseExposuresCsv(ga4Export("60", "4,000")));
    expect(report.variants[1].probabilityToBeatControl).toBeNull();
    expect(formatReport(report)).toContain("More leads than exposed visitors");
  });

  describe("the decision rule", () => {
    const after = { today: "2027-02-10" };

    it("chooses a variant that beats the control with 95 % probability once each variant has its planned sample and two weeks have run", () => {
      // Control rate 2 %: a +50 % uplift needs 3,826 exposures per variant; both have 4,000.
      const report = experimentReport(experiment, leads, parseExposuresCsv(ga4Export("4,000", "4,000")), after);
      expect(report.decision).toMatchObject({ verdict: "winner", variant: "defensible" });
      expect(formatReport(report)).toContain('Decision: Choose "Decisions you can defend": it beats the control with 99.0 % probability');
    });

    it("says not enough data yet without exposures, below the planned sample, or before two weeks", () => {
      expect(experimentReport(experiment, leads, null, after).decision.verdict).toBe("not-enough-data");
      const early = experimentReport(experiment, leads, parseExposuresCsv(ga4Export("4,000", "4,000")), { today: "2026-12-08" }).decision;
      expect(early).toMatchObject({ verdict: "not-enough-data", variant: null });
      expect(early.summary).toBe("Not enough data yet: 11 of at least 14 days run (every weekday twice).");
      const few = experimentReport(experiment, leads.slice(0, 5), parseExposuresCsv(ga4Export("4,000", "4,000")), after).decision;
      expect(few.summary).toMatch(/^Not enough data yet: each variant needs about [\d,]+ exposed visitors to tell a \+50 % uplift from noise; the fewest so far: 4,000\.$/);
    });

    it("says not to read a result whose counting is broken", () => {
      expect(experimentReport(experiment, leads, parseExposuresCsv(ga4Export("4,000", "4,400")), after).decision.verdict).toBe("do-not-read");
      expect(experimentReport(experiment, leads, parseExposuresCsv(ga4Export("60", "4,000")), after).decision.verdict).toBe("do-not-read");
    });

    it("keeps running while no variant is clearly better or worse", () => {
      const even = [...repeat(80, () => lead("2026-12-05T10:00:00Z", { "home-hero-headline": "control" })), ...repeat(82, () => lead("2026-12-05T10:00:00Z", { "home-hero-headline": "defensible" }))];
      const decision = experimentReport(experiment, even, parseExposuresCsv(ga4Export("4,000", "4,000")), after).decision;
      expect(decision.verdict).toBe("keep-running");
      const worse = [...repeat(80, () => lead("2026-12-05T10:00:00Z", { "home-hero-headline": "control" })), ...repeat(40, () => lead("2026-12-05T10:00:00Z", { "home-hero-headline": "defensible" }))];
      expect(experimentReport(experiment, worse, parseExposuresCsv(ga4Export("4,000", "4,000")), after).decision).toMatchObject({ verdict: "keep-control", variant: "control" });
    });

    it("counts the days run from the start to today, or to the end day once ended", () => {
      expect(daysRun(experiment, "2026-11-28")).toBe(1);
      expect(daysRun(experiment, "2027-06-01")).toBe(65);
    });
  });

  it("counts a person once, by e-mail address, under the variant of their first lead in the period", () => {
    const again = (receivedAt: string, variant: string, email: string) => ({ ...lead(receivedAt, { "home-hero-headline": variant }), email });
    const report = experimentReport(experiment, [
      again("2026-12-06T10:00:00Z", "control", "dana@example.com"),
      again("2026-12-05T10:00:00Z", "defensible", " Dana@Example.com"), // the first, so the one counted
      again("2026-12-07T10:00:00Z", "defensible", "dana@example.com"),
      again("2026-12-07T10:00:00Z", "control", "noa@example.com"),
      again("2026-11-20T10:00:00Z", "control", "noa@example.com"), // before the start: not this experiment's
    ], null);
    expect(report.variants.map((row) => [row.id, row.leads])).toEqual([
      ["control", 1],
      ["defensible", 1],
    ]);
    expect(report.repeatLeads).toBe(2);
    const text = formatReport(report);
    expect(text).toContain("2 further lead(s) from people already counted (each person counts once).");
    expect(text).toContain("Leads: people, each counted once by e-mail address");
    expect(text).toContain("from the lead database");
  });

  it("says where each number comes from and the decision rule it applies", () => {
    const report = experimentReport(experiment, leads, parseExposuresCsv(ga4Export("4,000", "4,000")), { today: "2027-02-10" });
    expect(report.sources[1]).toBe('Exposed: visitors shown each variant, GA4\'s "Total users" (an estimate; GA4 may round or withhold small counts), from the GA4 export of experience_impression by exp_variant_string.');
    expect(report.rule).toBe(DECISION_RULE);
    expect(DECISION_RULE).toMatch(/at least 95 % probability to beat the control/);
    expect(formatReport(report)).toContain(`  ${DECISION_RULE}\n  Decision: Choose`);
    // Read in February, past GA4's default retention of the experiment's first days.
    expect(report.warnings).toEqual([expect.stringMatching(/^The experiment started before 2026-12-10: GA4 keeps event data 2 months/)]);
  });

  describe("warns when the GA4 export may not cover the experiment", () => {
    const exported = (range: { from: string; to: string } | null, column = "Total users") => ({ counts: new Map<string, number>(), column, range });

    it("when the export's dates miss the experiment's days, or it gives none", () => {
      expect(exposureWarnings(experiment, exported({ from: "2026-12-01", to: "2027-01-31" }), "2027-01-28")).toEqual([
        "The GA4 export covers 2026-12-01 to 2027-01-31, not the experiment's 2026-11-28 to 2027-01-28: export its whole period.",
      ]);
      // While it runs, the export needs to reach today only.
      expect(exposureWarnings(experiment, exported({ from: "2026-11-28", to: "2026-12-20" }), "2026-12-20")).toEqual([]);
      expect(exposureWarnings(experiment, exported(null), "2026-12-20")[0]).toMatch(/does not say its dates: .* for 2026-11-28 to 2026-12-20/);
      expect(exposureWarnings(experiment, null, "2026-12-20")).toEqual([]);
    });

    it("when GA4's retention (2 months by default, 14 at most) no longer holds its first days", () => {
      const whole = exported({ from: "2026-11-28", to: "2027-01-31" });
      expect(exposureWarnings(experiment, whole, "2027-01-28")).toEqual([]);
      expect(exposureWarnings(experiment, whole, "2027-01-29")).toEqual([expect.stringMatching(/^The experiment started before 2026-11-29: GA4 keeps event data 2 months unless .* 14 months/)]);
      expect(exposureWarnings(experiment, whole, "2028-02-01")).toEqual([expect.stringMatching(/^GA4 keeps event data 14 months at most: the exposures before 2026-12-01 are gone/)]);
    });

    it("when the counts are events, not visitors", () => {
      const events = exposureWarnings(experiment, exported({ from: "2026-11-28", to: "2027-01-31" }, "Event count"), "2027-01-10");
      expect(events).toEqual(['The exposures are "Event count" (every page view of a variant), not visitors: export "Total users" so each visitor counts once.']);
      const csv = "# 20261128-20270131\nExp variant string,Event count\nSWC-home-hero-headline-control,10\n";
      expect(experimentReport(experiment, [], parseExposuresCsv(csv), { today: "2027-01-10" }).sources[1]).toBe('Exposed: exposures, GA4\'s "Event count", from the GA4 export of experience_impression by exp_variant_string.');
    });
  });

  it("names a content file that is not an experiment", () => {
    expect(() => reportedExperiment({ slug: "x" }, "broken.json")).toThrow(/broken\.json is not an experiment/);
  });
});
