import { assignVariant, bucketOf, cookieExpiry, EXPERIMENT_COOKIE, experimentHeadData, EXPERIMENTS_ATTRIBUTE, readAssignments } from "./experiment-assignment";
import { assignExperiments } from "../head-scripts/experiment-assignment";
import { EXPERIMENT_SEEN_KEY, shownAssignments, variantString, variantStringProblems, variantStrings } from "./experiment-exposure";
import { DATALAYER_PUSHES } from "./analytics-schema";
import { CONSENT_PURPOSES } from "./consent";
import { RUNNING_HERO_EXPERIMENT } from "./experiment-fixture";

const experiment = RUNNING_HERO_EXPERIMENT;

/** A stream of distinct visitor ids, the same in every run. */
function visitorIds(count: number): string[] {
  return Array.from({ length: count }, (_, i) => (BigInt(i) * 0x9e3779b97f4a7c15n % 2n ** 64n).toString(16).padStart(16, "0"));
}

function clearCookies() {
  for (const name of ["swc_consent", "swc_exp"]) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

describe("assignment", () => {
  it("is deterministic: the same visitor gets the same variant every time, and experiments hash independently", () => {
    const ids = visitorIds(1000);
    expect(ids.map((id) => assignVariant(experiment, id))).toEqual(ids.map((id) => assignVariant(experiment, id)));
    const other = { ...experiment, id: "other" };
    const agree = ids.filter((id) => assignVariant(experiment, id) === assignVariant(other, id)).length;
    expect(agree / ids.length).toBeGreaterThan(0.45);
    expect(agree / ids.length).toBeLessThan(0.55);
  });

  it.each([
    [[50, 50]],
    [[34, 33, 33]],
    [[10, 20, 30, 40]],
  ])("spreads 100,000 visitors by the split %j within ±2 %%", (split) => {
    const variants = split.map((_, i) => ({ id: `v${i}` }));
    const counts = new Map<string, number>();
    const ids = visitorIds(100_000);
    for (const id of ids) {
      const variant = assignVariant({ id: "home-hero-headline", variants, split }, id);
      counts.set(variant, (counts.get(variant) ?? 0) + 1);
    }
    split.forEach((share, i) => {
      const observed = (counts.get(`v${i}`) ?? 0) / ids.length;
      expect(Math.abs(observed - share / 100)).toBeLessThanOrEqual(0.02 * (share / 100));
    });
  });

  it("puts every bucket in use", () => {
    const buckets = new Set(visitorIds(10_000).map((id) => bucketOf("x", id)));
    expect(buckets.size).toBe(100);
  });

  it("names exposures as GA4 does for third-party experiments, and reads the <html> attribute back", () => {
    expect(variantString("home-hero-headline", "b")).toBe("SWC-home-hero-headline-b");
    expect(readAssignments("home-hero-headline.b other.control")).toEqual([
      { experiment: "home-hero-headline", variant: "b" },
      { experiment: "other", variant: "control" },
    ]);
    expect(readAssignments(null)).toEqual([]);
    expect(readAssignments("<b>")).toEqual([]);
  });

  it("is named in the consent banner's analytics purpose, which enrolment needs", () => {
    expect(CONSENT_PURPOSES.find((purpose) => purpose.id === "analytics")!.description).toContain(EXPERIMENT_COOKIE);
  });

  it("keeps the cookie until the end of the last day of the page's last experiment", () => {
    expect(cookieExpiry([experiment, { end: "2027-01-31" }])).toBe("Mon, 01 Feb 2027 00:00:00 GMT");
  });
});

describe("the head script", () => {
  const run = () => assignExperiments(window, experimentHeadData([experiment])!);
  const html = document.documentElement;
  const userAgent = jest.spyOn(window.navigator, "userAgent", "get");

  const pushes = () => ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []) as Record<string, unknown>[];
  const exposures = () => pushes().filter((push) => push.event_name === "experience_impression");

  beforeEach(() => {
    clearCookies();
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
    localStorage.clear();
    html.removeAttribute(EXPERIMENTS_ATTRIBUTE);
    userAgent.mockReturnValue("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36");
  });

  it("is absent from a page without a running experiment", () => {
    expect(experimentHeadData([])).toBeNull();
  });

  it("while the page is prerendered pushes nothing; at activation once; again when the back/forward cache restores the page", () => {
    // First of the tests that enrol: each run leaves its pageshow listener on the one window jsdom gives the file.
    document.cookie = "swc_consent=v1-gggg; Path=/";
    Object.defineProperty(document, "prerendering", { configurable: true, get: () => true });
    try {
      run();
      expect(html.hasAttribute(EXPERIMENTS_ATTRIBUTE)).toBe(true);
      expect(exposures()).toEqual([]);
      expect(localStorage.getItem(EXPERIMENT_SEEN_KEY)).toBeNull();
      document.dispatchEvent(new Event("prerenderingchange"));
      document.dispatchEvent(new Event("prerenderingchange"));
      expect(exposures()).toHaveLength(1);
    } finally {
      delete (document as { prerendering?: boolean }).prerendering;
    }
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    expect(exposures()).toHaveLength(1);
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(exposures()).toHaveLength(2);
  });

  it("enrols nobody without a stored choice, or with analytics refused: no cookie, no attribute", () => {
    run();
    document.cookie = "swc_consent=v1-dggg; Path=/";
    run();
    expect(document.cookie).not.toContain("swc_exp");
    expect(html.hasAttribute(EXPERIMENTS_ATTRIBUTE)).toBe(false);
  });

  it("leaves a crawler on the control, storing nothing", () => {
    document.cookie = "swc_consent=v1-gggg; Path=/";
    for (const agent of ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "Mozilla/5.0 (compatible; bingbot/2.0)", "Mozilla/5.0 Chrome-Lighthouse"]) {
      userAgent.mockReturnValue(agent);
      run();
    }
    expect(document.cookie).not.toContain("swc_exp");
    expect(html.hasAttribute(EXPERIMENTS_ATTRIBUTE)).toBe(false);
  });

  it("with analytics granted, stores a visitor id and assigns as assignVariant does, the same on every page view", () => {
    document.cookie = "swc_consent=v1-gddd; Path=/";
    run();
    const id = /swc_exp=([0-9a-f]{16})/.exec(document.cookie)![1];
    const expected = `home-hero-headline.${assignVariant(experiment, id)}`;
    expect(html.getAttribute(EXPERIMENTS_ATTRIBUTE)).toBe(expected);
    html.removeAttribute(EXPERIMENTS_ATTRIBUTE);
    run();
    expect(html.getAttribute(EXPERIMENTS_ATTRIBUTE)).toBe(expected);
  });

  it("agrees with assignVariant for stored ids", () => {
    document.cookie = "swc_consent=v1-gggg; Path=/";
    for (const id of visitorIds(200)) {
      document.cookie = `swc_exp=${id}; Path=/`;
      run();
      expect(html.getAttribute(EXPERIMENTS_ATTRIBUTE)).toBe(`home-hero-headline.${assignVariant(experiment, id)}`);
    }
  });

  it("pushes one experience_impression per page view, in the shape the schema declares, and records the variant shown", () => {
    document.cookie = "swc_consent=v1-gddd; Path=/";
    document.cookie = "swc_exp=00000000000000aa; Path=/";
    run();
    const variant = assignVariant(experiment, "00000000000000aa");
    expect(exposures()).toEqual([
      {
        event: "SWC event to GA",
        event_name: "experience_impression",
        event_detail: "home-hero-headline",
        event_text: variant,
        component_name: "N/A",
        exp_variant_string: variantString("home-hero-headline", variant),
      },
    ]);
    expect(DATALAYER_PUSHES.experience_impression.safeParse(exposures()[0]).success).toBe(true);
    expect(shownAssignments(localStorage, "2026-12-31")).toEqual({ "home-hero-headline": variant });
    expect(shownAssignments(localStorage, "2027-01-01")).toEqual({});
    run();
    expect(exposures()).toHaveLength(2);
  });

  it("pushes nothing and records nothing without analytics consent", () => {
    document.cookie = "swc_consent=v1-dggg; Path=/";
    run();
    expect(exposures()).toEqual([]);
    expect(localStorage.getItem(EXPERIMENT_SEEN_KEY)).toBeNull();
  });

  it("keeps the variants of other pages' experiments it recorded, and replaces a broken record", () => {
    document.cookie = "swc_consent=v1-gggg; Path=/";
    localStorage.setItem(EXPERIMENT_SEEN_KEY, JSON.stringify({ "lp-form-heading": ["b", "2027-03-01"] }));
    run();
    expect(Object.keys(shownAssignments(localStorage, "2026-12-01"))).toEqual(["lp-form-heading", "home-hero-headline"]);
    localStorage.setItem(EXPERIMENT_SEEN_KEY, "[1,2");
    run();
    expect(Object.keys(shownAssignments(localStorage, "2026-12-01"))).toEqual(["home-hero-headline"]);
  });

  it("once analytics consent is withdrawn, pushes and records nothing when a prerendered page is opened or a page comes back from the back/forward cache", () => {
    /** What withdrawing does, on another page: the choice stored, the id and the record removed (forgetExperiments). */
    const withdraw = () => {
      document.cookie = "swc_consent=v1-dddd; Path=/";
      document.cookie = "swc_exp=; Max-Age=0; Path=/";
      localStorage.clear();
    };
    document.cookie = "swc_consent=v1-gggg; Path=/";
    Object.defineProperty(document, "prerendering", { configurable: true, get: () => true });
    try {
      run();
      withdraw();
      document.dispatchEvent(new Event("prerenderingchange"));
    } finally {
      delete (document as { prerendering?: boolean }).prerendering;
    }
    expect(exposures()).toEqual([]);

    document.cookie = "swc_consent=v1-gggg; Path=/";
    run();
    expect(exposures()).toHaveLength(1);
    withdraw();
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(exposures()).toHaveLength(1);
    expect(localStorage.getItem(EXPERIMENT_SEEN_KEY)).toBeNull();
    // Granted again later, with a new visitor id: the page's old assignment is not that visitor's.
    document.cookie = "swc_consent=v1-gggg; Path=/";
    document.cookie = "swc_exp=ffffffffffffffff; Path=/";
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(exposures()).toHaveLength(1);
  });
});

describe("what a lead carries", () => {
  const store = (record: unknown) => ({ getItem: () => JSON.stringify(record) });

  it("sends only well-formed variants of experiments not yet ended, at most ten", () => {
    expect(
      shownAssignments(
        store({ ok: ["b", "2026-12-01"], ended: ["b", "2026-11-30"], "Bad Id": ["b", "2027-01-01"], badvariant: ["<b>", "2027-01-01"], noend: ["b"], flat: "b" }),
        "2026-12-01",
      ),
    ).toEqual({ ok: "b" });
    const many = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`e${i}`, ["v", "2027-01-01"]]));
    expect(Object.keys(shownAssignments(store(many), "2026-12-01"))).toHaveLength(10);
    expect(shownAssignments({ getItem: () => "{" }, "2026-12-01")).toEqual({});
    expect(shownAssignments(null, "2026-12-01")).toEqual({});
  });

  it("names them for GA4 as exposures do, whole variant strings only within 100 characters", () => {
    expect(variantStrings({ "home-hero-headline": "b", other: "control" })).toBe("SWC-home-hero-headline-b,SWC-other-control");
    const long = variantStrings(Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`experiment-number-${i}`, "variant"])));
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long.split(",")).toHaveLength(3);
  });
});

describe("GA4's names of the experiments' variants, checked across the experiment files", () => {
  const experiment = (slug: string, variants: string[], start = "2026-12-01", end = "2026-12-31", status = "running") => ({ slug, variants: variants.map((id) => ({ id })), start, end, status });

  it("accepts the site's variants, and refuses two names alike", () => {
    expect(variantStringProblems([experiment("home-hero-headline", ["control", "defensible"]), experiment("lp-form-heading", ["control", "b"])], "2026-12-01")).toEqual([]);
    // Only a hyphen inside a variant's id (refused per file) could make these alike; the check across files still names it.
    const alike = variantStringProblems([experiment("home-hero", ["headline-b"]), experiment("home-hero-headline", ["b"])], "2026-12-01");
    expect(alike).toEqual(['GA4 would name two variants "SWC-home-hero-headline-b" (home-hero/headline-b and home-hero-headline/b): rename one of the variants']);
  });

  it("refuses experiments live together whose longest names joined pass GA4's 100 characters, only while they overlap", () => {
    const long = (slug: string, start: string, end: string, status = "running") => experiment(slug, ["control", "a-variant-id-of-thirty-characters".replace(/-/g, "")], start, end, status);
    // Each longest name: "SWC-" + 18 + "-" + 29 = 52 characters; two joined: 105.
    const first = long("experiment-number-1", "2026-12-01", "2026-12-15");
    const second = long("experiment-number-2", "2026-12-10", "2026-12-31");
    expect(variantStringProblems([first, second], "2026-12-01")).toEqual([
      "The experiments experiment-number-1, experiment-number-2 run together on 2026-12-10: a lead's exp_variant_string could reach 105 characters, more than GA4 keeps (100). Shorten their ids or their variants' ids, or let them run one after another",
    ]);
    expect(variantStringProblems([first, { ...second, start: "2026-12-16" }], "2026-12-01")).toEqual([]);
    expect(variantStringProblems([first, { ...second, status: "draft" }], "2026-12-01")).toEqual([]);
    // A stopped experiment's assignments stay in visitors' records to its end day; an ended one's do not.
    expect(variantStringProblems([first, { ...second, status: "stopped" }], "2026-12-12")).toHaveLength(1);
    expect(variantStringProblems([first, second], "2026-12-16")).toEqual([]);
  });
});
