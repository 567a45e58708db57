// Pure helpers of `npm run bench:lighthouse`: CPU calibration, medians, the
// zero-JS copy of a page, and what must never be in first-load JavaScript.

/**
 * Lighthouse's CPU slowdown for this machine, from the benchmarkIndex
 * Lighthouse measures at the start of every run. Lighthouse's throttling docs
 * (docs/throttling.md, "Calibrating the CPU slowdown") point to the Lighthouse
 * CPU throttling calculator for this; these are its bands, which target a
 * mid-tier mobile device:
 *   index ≥ 1300: 3× at 1300, one more × per 233 points (4× at ~1533, 6× at 2000)
 *   800–1300:     2× at 800 rising to 3× at 1300
 *   150–800:      1× at 150 rising to 2× at 800
 *   below 150:    the machine is already slower than the target, so 1× (no slowdown)
 * The calculator and the docs' device table are calibrated up to an index of
 * 2000 (High-End Desktop, Chrome m86 figures). Newer Chrome scores the same
 * hardware higher, and extrapolating the line further makes even a page with
 * no JavaScript at all fail (measured here: 12× on an idle host), so the
 * multiplier stops at the calibrated top, 6×. `extrapolated` tells what the
 * straight line would have given.
 */
export const CALIBRATED_MAX_INDEX = 2000;

export function cpuSlowdownFromBenchmark(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`invalid benchmarkIndex ${benchmarkIndex}`);
  const line = (index) => {
    if (index >= 1300) return 3 + (index - 1300) / 233;
    if (index >= 800) return 2 + (index - 800) / 500;
    if (index >= 150) return 1 + (index - 150) / 650;
    return 1;
  };
  const round = (value) => Math.round(value * 100) / 100;
  return {
    multiplier: round(line(Math.min(benchmarkIndex, CALIBRATED_MAX_INDEX))),
    extrapolated: round(line(benchmarkIndex)),
    capped: benchmarkIndex > CALIBRATED_MAX_INDEX,
  };
}

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Script types the browser executes; JSON-LD and other data blocks stay. */
const EXECUTABLE = /^\s*$|javascript|ecmascript|module/i;
const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Whether a <script> with these attributes runs (not JSON-LD, speculation rules or another data block). */
function isExecutable(attributes) {
  return EXECUTABLE.test(/\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? "");
}

/** The code of every inline script of a page that runs. */
export function executableInlineScripts(html) {
  return [...html.matchAll(SCRIPT_TAG)].filter(([, attributes]) => !/\bsrc=/i.test(attributes) && isExecutable(attributes)).map(([, , code]) => code);
}

/**
 * The page as it would be without JavaScript: executable <script>s and script
 * preloads removed. gatsby-plugin-image keeps its main image transparent until
 * a script fades it in; without scripts the plugin's <noscript> styles do that
 * job in a real JS-less browser, so the same rule is added here.
 */
export function stripScripts(html) {
  return html
    .replace(SCRIPT_TAG, (tag, attributes) => (isExecutable(attributes) ? "" : tag))
    .replace(/<link\b[^>]*\b(?:rel=["']?modulepreload|as=["']?script)[^>]*>/gi, "")
    .replace(
      "</head>",
      "<style>.gatsby-image-wrapper [data-main-image]{opacity:1!important;transition:none!important}</style></head>",
    );
}

/** From a click on a link whose page was prerendered to that page's first contentful paint (ms). */
export const PRERENDERED_NAVIGATION_BUDGET_MS = 100;

/**
 * Budget for all the JavaScript of a page without a form (gzip): its inline
 * scripts (the page runtime, the consent default, the image fade-in) and the
 * vitals reporter it requests once idle. No other script file is requested.
 */
export const NO_FORM_JS_BUDGET_KB = 10;

/**
 * Late code the site requests only once the page is idle after load
 * (plugins/gatsby-plugin-swc-delivery/page-runtime/late-tools.ts): not part of the first view, so listed
 * apart from first-load JS.
 */
export const CHUNKS_LOADED_WHEN_IDLE = ["web-vitals"];

export function isLoadedWhenIdle(url) {
  const file = new URL(url, "http://localhost").pathname.split("/").pop() ?? "";
  return CHUNKS_LOADED_WHEN_IDLE.some((name) => new RegExp(`^${name}-[0-9A-Za-z]+\\.js$`).test(file));
}

/**
 * Code that must load only when the lead form is about to be used: heavy
 * third parties load with the form's island, never with the page. Signatures are strings that survive
 * minification: header values, storage keys, script URLs.
 */
export const FORBIDDEN_IN_FIRST_LOAD = [
  { library: "supabase-js", pattern: /supabase-js\/|GoTrueClient@|supabase\.auth\.token|functions-js\/|realtime-js\// },
  { library: "reCAPTCHA (react-google-recaptcha)", pattern: /recaptcha\/api\.js|\bgrecaptcha\b|recaptcha\/enterprise\.js/ },
];

export function forbiddenLibraries(code) {
  return FORBIDDEN_IN_FIRST_LOAD.filter(({ pattern }) => pattern.test(code)).map(({ library }) => library);
}

/** A plain-text table with right-aligned numbers. */
export function formatTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? "")));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ").trimEnd();
  return [line(cells[0]), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

/**
 * Budgets of how a page's largest paint follows its first: the LCP element's
 * render delay (from the end of its image's download, or from the first byte
 * for a text element, to its paint) and LCP − FCP; and the gzip size of each
 * template's HTML, which a slow connection reads before the first paint.
 */
export const LCP_BUDGET = { renderDelayMs: 200, lcpAfterFcpMs: 250 };
export const HTML_GZIP_BUDGET_KB = { home: 32, other: 40 };

/** The gzip budget of a template's HTML (KB). */
export function htmlGzipBudgetKb(pagePath) {
  return pagePath === "/" ? HTML_GZIP_BUDGET_KB.home : HTML_GZIP_BUDGET_KB.other;
}

const LCP_PHASE_KEYS = { TTFB: "ttfb", "Load Delay": "loadDelay", "Load Time": "loadTime", "Render Delay": "renderDelay" };

/**
 * The LCP element of a Lighthouse result and its breakdown, read from the
 * `largest-contentful-paint-element` audit (a table of the element, then a
 * table of the phases TTFB, Load Delay, Load Time, Render Delay). For a text
 * element there is nothing to load: Lighthouse then counts everything after
 * the first byte as render delay, the first paint's own work included, so
 * `isImage` tells which reading applies. Undefined values when Lighthouse found
 * no LCP element.
 */
export function lcpBreakdown(lhr) {
  const items = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = items[0]?.items?.[0]?.node;
  const phases = { ttfb: NaN, loadDelay: NaN, loadTime: NaN, renderDelay: NaN };
  for (const row of items[1]?.items ?? []) {
    const key = LCP_PHASE_KEYS[row.phase];
    if (key) phases[key] = row.timing;
  }
  const snippet = node?.snippet ?? "";
  return {
    element: node ? `${node.nodeLabel ?? ""} ${snippet}`.trim() : "",
    selector: node?.selector ?? "",
    isImage: /^<(img|image|video)\b/i.test(snippet) || phases.loadTime > 0,
    ...phases,
  };
}

/**
 * Render delay that counts against the budget: how long an LCP image waited to
 * be shown once it had loaded and the page had painted (Lighthouse's render
 * delay counts from the end of the download, but an image that arrives before
 * the page's first paint cannot be shown before it: that part is the first
 * paint's, which FCP measures). A text element's "render delay" is its whole
 * time after the first byte, which LCP − FCP judges instead (0 here).
 */
export function budgetedRenderDelay(breakdown, fcp) {
  if (!breakdown.isImage) return 0;
  const loadEnd = breakdown.ttfb + breakdown.loadDelay + breakdown.loadTime;
  return breakdown.renderDelay - Math.max(0, fcp - loadEnd);
}
