import { cpuSlowdownFromBenchmark, executableInlineScripts, forbiddenLibraries, median, stripScripts } from "../../scripts/lib/perf-budget.mjs";

describe("CPU slowdown from Lighthouse's benchmarkIndex", () => {
  it.each([
    [100, 1],
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [2000, 6],
  ])("index %d → %d×, the calculator's bands", (index, expected) => {
    expect(cpuSlowdownFromBenchmark(index).multiplier).toBeCloseTo(expected, 1);
  });

  it("stops at the calibrated top and reports the extrapolation", () => {
    expect(cpuSlowdownFromBenchmark(3474)).toEqual({ multiplier: 6, extrapolated: 12.33, capped: true });
    expect(cpuSlowdownFromBenchmark(1000).capped).toBe(false);
  });
});

describe("perf budget helpers", () => {
  it("median of odd and even lists", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("strips executable scripts and script preloads, keeps JSON-LD", () => {
    const html =
      '<html><head><link rel="preload" as="script" href="/app.js"><script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script>window.x=1</script><script type="module">import "/m.js"</script></head><body><script src="/app.js" async></script></body></html>';
    const stripped = stripScripts(html);
    expect(stripped).toContain("application/ld+json");
    expect(stripped).not.toMatch(/window\.x|\/m\.js|app\.js/);
  });

  it("recognises supabase-js and reCAPTCHA code but not the site's own wording", () => {
    expect(forbiddenLibraries('headers:{"X-Client-Info":`supabase-js/${v}`}')).toEqual(["supabase-js"]);
    expect(forbiddenLibraries('s="https://"+h+"/recaptcha/api.js?onload="')).toEqual(["reCAPTCHA (react-google-recaptcha)"]);
    expect(forbiddenLibraries('"Please complete the reCAPTCHA verification."')).toEqual([]);
  });
});

describe("executableInlineScripts", () => {
  it("lists the inline scripts that run, and no script file, JSON-LD or speculation rules", () => {
    const html =
      '<head><script>a()</script><script type="module">b()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script><script type="speculationrules">{"prerender":[]}</script>' +
      "<script data-page-runtime=\"\">c()</script></head>";
    expect(executableInlineScripts(html)).toEqual(["a()", "b()", "c()"]);
  });
});
