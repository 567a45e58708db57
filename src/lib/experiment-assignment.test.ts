import { assignVariant, bucketOf, cookieExpiry, EXPERIMENT_COOKIE, experimentHeadScript, EXPERIMENTS_ATTRIBUTE, readAssignments, variantString } from "./experiment-assignment";
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
  const script = experimentHeadScript([experiment])!;
  const run = () => new Function(script)();
  const html = document.documentElement;
  const userAgent = jest.spyOn(window.navigator, "userAgent", "get");

  beforeEach(() => {
    clearCookies();
    html.removeAttribute(EXPERIMENTS_ATTRIBUTE);
    userAgent.mockReturnValue("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36");
  });

  it("is absent from a page without a running experiment", () => {
    expect(experimentHeadScript([])).toBeNull();
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
});
