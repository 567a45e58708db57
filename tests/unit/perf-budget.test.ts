import { budgetedRenderDelay, cpuSlowdownFromBenchmark, executableInlineScripts, forbiddenLibraries, htmlGzipBudgetKb, lcpBreakdown, median, stripScripts } from "../../scripts/lib/perf-budget.mjs";

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

describe("LCP breakdown", () => {
  const lhr = (snippet: string, phases: [number, number, number, number]) => ({
    audits: {
      "largest-contentful-paint-element": {
        details: {
          items: [
            { items: [{ node: { nodeLabel: "Hero", snippet, selector: "main > img" } }] },
            { items: ["TTFB", "Load Delay", "Load Time", "Render Delay"].map((phase, i) => ({ phase, timing: phases[i] })) },
          ],
        },
      },
    },
  });

  it("reads the element and Lighthouse's four phases", () => {
    const breakdown = lcpBreakdown(lhr('<img src="/a.png">', [450, 10, 60, 700]));
    expect(breakdown).toEqual({ element: 'Hero <img src="/a.png">', selector: "main > img", isImage: true, ttfb: 450, loadDelay: 10, loadTime: 60, renderDelay: 700 });
  });

  it("counts an image's wait from the later of its download and the first paint; text is judged by LCP − FCP", () => {
    // loaded at 520 ms, first paint at 1000 ms, shown at 1220 ms: 220 ms waited after both
    expect(budgetedRenderDelay(lcpBreakdown(lhr("<img>", [450, 10, 60, 700])), 1000)).toBe(220);
    // loaded after the first paint: Lighthouse's render delay as it is
    expect(budgetedRenderDelay(lcpBreakdown(lhr("<img>", [450, 300, 400, 150])), 900)).toBe(150);
    expect(budgetedRenderDelay(lcpBreakdown(lhr("<p>Text</p>", [450, 0, 0, 700])), 1000)).toBe(0);
    expect(lcpBreakdown({ audits: {} }).element).toBe("");
  });

  it("holds home to 32 KB of gzip HTML and other templates to 40 KB", () => {
    expect(htmlGzipBudgetKb("/")).toBe(32);
    expect(htmlGzipBudgetKb("/contact")).toBe(40);
  });
});
