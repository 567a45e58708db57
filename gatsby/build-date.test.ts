import { buildDate, nextDayStart } from "./build-date";

describe("buildDate", () => {
  const now = new Date("2026-11-25T08:00:00Z");

  it("is the moment of the build by default", () => {
    expect(buildDate({}, now)).toBe(now);
    expect(buildDate({ SITE_BUILD_DATE: "  " }, now)).toBe(now);
  });

  it("is SITE_BUILD_DATE when given, to build the site as another day will see it", () => {
    expect(buildDate({ SITE_BUILD_DATE: "2024-03-01" }, now).toISOString()).toBe("2024-03-01T00:00:00.000Z");
    expect(buildDate({ SITE_BUILD_DATE: "2024-03-15T20:00:00-05:00" }, now).toISOString()).toBe("2024-03-16T01:00:00.000Z");
  });

  it("refuses a SITE_BUILD_DATE it cannot read, naming the variable", () => {
    expect(() => buildDate({ SITE_BUILD_DATE: "next Tuesday" }, now)).toThrow(/SITE_BUILD_DATE/);
  });
});

describe("nextDayStart", () => {
  it("is the next midnight in the site's time zone, where a development server moves its date on", () => {
    expect(new Date(nextDayStart(new Date("2026-11-25T08:00:00Z"), "Asia/Jerusalem")).toISOString()).toBe("2026-11-25T22:00:00.000Z");
    // Already the 26th in Israel: the next day there is the 27th.
    expect(new Date(nextDayStart(new Date("2026-11-25T22:30:00Z"), "Asia/Jerusalem")).toISOString()).toBe("2026-11-26T22:00:00.000Z");
  });
});
