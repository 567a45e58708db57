#!/usr/bin/env node
// `npm run bench:navigation`: real navigations between built pages, in a
// headful Chromium that nothing is attached to, so Speculation Rules can
// prerender (Chrome does not prerender while DevTools is attached, which is
// why bench:interaction never sees a prerendered page). Under Xvfb the system
// pointer (xdotool) is moved onto a link, rests there (`--hover`, 300 ms:
// moderate eagerness starts the prerender after about 200 ms) and clicks.
// Each navigation is made in two modes, each run in a fresh browser profile:
//   prerender     Chromium as a visitor has it;
//   no prerender  the same with prerendering turned off (the Prerender2
//                 feature disabled and the profile's "Preload pages" off).
// The pages report what they live through to this script's server (an inline
// probe added to each page as it is served: scripts/lib/navigation-probe.mjs;
// its CSP hash is added to the served script-src, nothing on disk changes).
// Per navigation and mode it prints, over the runs (min / median / max):
//   click → visible  from the click's input timestamp on the first page to the
//                    new page's first contentful paint, or to its activation when
//                    it painted while prerendered (the later of the two);
//   prerendered      runs whose page was activated from a prerender
//                    (activationStart > 0), and whether the server was asked for
//                    it with `Sec-Purpose: prefetch;prerender`;
//   page views       page_view pushes of the page shown (exactly one, after it
//                    was shown), and dataLayer pushes of any page while it was
//                    still prerendering (page views: none).
// Then the graphics renderer the browser had (WebGL's: a GPU, or a software one
// such as SwiftShader, when frames, a view transition's among them, are drawn
// on the CPU) and the budget: for each navigation, the median click → visible
// of its prerendered runs within PRERENDERED_NAVIGATION_BUDGET_MS.
// Native CPU speed: without DevTools there is no CPU throttling. Exits 1 when a
// shown page has not exactly one page view, or one was pushed while prerendering,
// or a prerendered navigation's median is over budget.
//
// Needs Xvfb and xdotool (Debian: apt-get install -y xvfb xdotool) and a
// Chromium (/usr/bin/chromium or CHROME_PATH).
//
//   node scripts/bench-navigation.mjs                      every navigation, both modes, 5 runs
//   node scripts/bench-navigation.mjs --only home-services --runs 3 --mode prerender
//   options: --only <name>[,…]  --runs N  --hover MS  --mode prerender|no-prerender[,…]
//            --latency MS (each page answered that late, as a distant host: default 0)
//            --reduced-motion (no view transitions)  --dir <built site> (default
//            public/, built when stale)  --no-build  --json <file>  --port N (default 9520)
//            --log-dir DIR (keep each browser's output)  --chromium-arg ARG (repeatable)
//            --gpu (let Chromium use the machine's GPU: without it, --disable-gpu as everywhere here)
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { EventEmitter } from "node:events";
import { assertBuiltSite, ensureBuiltSite } from "./lib/bench-site.mjs";
import { findChromium } from "./lib/chromium.mjs";
import { X_PACKAGES, launchHeadful, missingXTools, pointer, startXvfb } from "./lib/headful-chromium.mjs";
import { REPORT_PATH, admitScriptHash, cspHash, injectFirstInHead, isSoftwareRenderer, probeScript } from "./lib/navigation-probe.mjs";
import { PRERENDERED_NAVIGATION_BUDGET_MS, formatTable, median } from "./lib/perf-budget.mjs";
import { option, readOptions } from "./lib/options.mjs";
import { storedRejectAll } from "./lib/site-module.mjs";
import { createStaticServer } from "./lib/static-server.mjs";

/** The links followed: from a page, a link a visitor at 1280 px sees (scrolled into view when below the fold). */
const NAVIGATIONS = [
  { name: "home-services", label: "home → services", from: "/", link: 'main a[href="/services"]' },
  { name: "home-contact", label: "home → contact (header)", from: "/", link: 'header a[href="/contact"]' },
  { name: "services-service", label: "services → a service page", from: "/services", link: 'main a[href^="/services/"]' },
  { name: "insights-article", label: "insights → an article", from: "/insights", link: 'main a[href^="/insights/"]:not([href^="/insights/category"])' },
];
const MODES = { prerender: { label: "prerender", prerender: true }, "no-prerender": { label: "no prerender", prerender: false } };
/** Screen and window: the page's viewport is the window less Chromium's tab strip and toolbar. */
const SCREEN = { width: 1280, height: 1000 };
/** A stored "Reject all" (the cookie src/lib/consent.ts writes), as a Set-Cookie header: no banner over the links. */
const STORED_CONSENT = await storedRejectAll().then(({ name, value }) => `${name}=${value}; Path=/; SameSite=Lax`);
/** Where the pointer waits while a page loads: over Chromium's tab strip, off the page. */
const POINTER_PARK = { x: SCREEN.width - 200, y: 12 };
/** How long after the page view the shown page is still watched for a second one. */
const SETTLE_MS = 1000;
const READY_TIMEOUT_MS = 60_000;
const SHOWN_TIMEOUT_MS = 30_000;

function benchOptions(argv) {
  const values = readOptions(argv, {
    only: option.list(),
    runs: option.number({ min: 1, default: 5 }),
    hover: option.number({ min: 0, default: 300 }),
    mode: option.list({ default: Object.keys(MODES) }),
    dir: option.path({ default: null }),
    "no-build": option.flag(),
    json: option.path({ default: null }),
    port: option.number({ min: 1, default: 9520 }),
    "reduced-motion": option.flag(),
    gpu: option.flag(),
    "chromium-arg": option.repeated(),
    "log-dir": option.path({ default: null }),
    latency: option.number({ min: 0, default: 0 }),
  });
  const { only, mode: modes } = values;
  const unknown = only.find((name) => !NAVIGATIONS.some((navigation) => navigation.name === name));
  if (unknown) throw new Error(`--only ${unknown}: one of ${NAVIGATIONS.map((navigation) => navigation.name).join(", ")}`);
  const unknownMode = modes.find((mode) => !(mode in MODES));
  if (unknownMode) throw new Error(`--mode ${unknownMode}: one of ${Object.keys(MODES).join(", ")}`);
  return {
    navigations: only.length ? NAVIGATIONS.filter((navigation) => only.includes(navigation.name)) : NAVIGATIONS,
    runs: values.runs,
    hoverMs: values.hover,
    modes,
    dir: values.dir,
    build: !values.noBuild,
    json: values.json,
    port: values.port,
    reducedMotion: values.reducedMotion,
    gpu: values.gpu,
    chromiumArgs: values.chromiumArg,
    logDir: values.logDir,
    latencyMs: values.latency,
  };
}

const log = (...parts) => console.error(...parts);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the pages report and which documents the server was asked for, with a way to wait for one. */
function createRecorder() {
  const emitter = new EventEmitter();
  const events = [];
  const requests = [];
  return {
    events,
    requests,
    add(event) {
      events.push(event);
      emitter.emit("event", event);
    },
    clear() {
      events.length = 0;
      requests.length = 0;
    },
    /** The first event (already in or still to come) that `matches`; rejects after `timeoutMs` naming `what`. */
    waitFor(matches, timeoutMs, what) {
      const found = events.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const listener = (event) => {
          if (!matches(event)) return;
          clearTimeout(timer);
          emitter.off("event", listener);
          resolve(event);
        };
        const timer = setTimeout(() => {
          emitter.off("event", listener);
          reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
        }, timeoutMs);
        timer.unref();
        emitter.on("event", listener);
      });
    },
  };
}

/**
 * The bench server: the project's static server (on a private port) behind a
 * proxy that answers the probe's reports, sets the stored consent on
 * /__bench/start?to=PATH and adds the probe to every HTML page it passes on
 * (with the link to follow on the page the run starts from), its hash added to
 * the page's script-src. It also notes each document request's Sec-Purpose.
 * Each page is answered `latencyMs` late: the wait for a distant host that a
 * prerender takes before the click and a plain navigation after it.
 */
async function startBenchServer(siteDir, port, recorder, plan, latencyMs) {
  const site = createStaticServer(siteDir);
  await new Promise((resolve, reject) => site.once("error", reject).listen(0, "127.0.0.1", resolve));
  const sitePort = site.address().port;

  const proxy = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === REPORT_PATH && req.method === "POST") {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        try {
          recorder.add({ ...JSON.parse(body), receivedAt: Date.now() });
        } catch {
          log(`[bench] unreadable report: ${body.slice(0, 200)}`);
        }
        res.writeHead(204).end();
      });
      return;
    }
    if (url.pathname === "/__bench/start") {
      res.writeHead(302, { Location: url.searchParams.get("to") ?? "/", "Set-Cookie": STORED_CONSENT, "Cache-Control": "no-store" }).end();
      return;
    }
    const purpose = String(req.headers["sec-purpose"] ?? "");
    if (req.headers["sec-fetch-dest"] === "document") recorder.requests.push({ path: url.pathname, purpose, at: Date.now() });
    const upstream = http.request({ host: "127.0.0.1", port: sitePort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      const type = String(answer.headers["content-type"] ?? "");
      if (!type.startsWith("text/html")) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks = [];
      answer.on("data", (chunk) => chunks.push(chunk));
      answer.on("end", () => {
        const gzipped = answer.headers["content-encoding"] === "gzip";
        const raw = Buffer.concat(chunks);
        const html = (gzipped ? zlib.gunzipSync(raw) : raw).toString("utf8");
        const script = probeScript({ link: url.pathname === plan.current?.from && !purpose.includes("prerender") ? plan.current.link : null });
        const body = Buffer.from(injectFirstInHead(html, script), "utf8");
        const headers = { ...answer.headers };
        delete headers["content-length"];
        for (const name of ["content-security-policy", "content-security-policy-report-only"]) {
          if (headers[name]) headers[name] = admitScriptHash(headers[name], cspHash(script));
        }
        setTimeout(() => {
          res.writeHead(answer.statusCode ?? 200, headers);
          res.end(gzipped ? zlib.gzipSync(body) : body);
        }, latencyMs);
      });
    });
    upstream.on("error", (error) => res.writeHead(502).end(String(error)));
    req.pipe(upstream);
  });
  await new Promise((resolve, reject) => proxy.once("error", reject).listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => Promise.all([new Promise((resolve) => proxy.close(resolve)), new Promise((resolve) => site.close(resolve))]),
  };
}

/**
 * One navigation in a fresh browser: the first page loads and settles, the
 * pointer goes onto the link, rests `hoverMs` and clicks; then the shown page
 * is watched until its page view and SETTLE_MS more.
 */
/** The browser of the run under way, for an interrupt to end it (it runs in its own process group). */
let runningBrowser = null;

async function runNavigation({ executable, display, origin, navigation, mode, run, options, recorder, plan }) {
  recorder.clear();
  plan.current = navigation;
  const mouse = pointer(display);
  mouse.moveTo(POINTER_PARK.x, POINTER_PARK.y);
  const browser = await launchHeadful(executable, {
    display,
    url: `${origin}/__bench/start?to=${encodeURIComponent(navigation.from)}`,
    width: SCREEN.width,
    height: SCREEN.height,
    prerender: MODES[mode].prerender,
    reducedMotion: options.reducedMotion,
    gpu: options.gpu,
    extraArgs: options.chromiumArgs,
  });
  runningBrowser = browser;
  try {
    const ready = await recorder.waitFor((event) => (event.kind === "ready" && event.path === navigation.from) || event.kind === "error", READY_TIMEOUT_MS, `${navigation.from} to load`);
    if (ready.kind === "error") throw new Error(`page ${ready.path}: ${ready.message}`);
    const target = new URL(ready.href, origin).pathname;
    const scale = ready.devicePixelRatio || 1;
    const screenX = ready.screenX + ready.chromeWidth / 2 + ready.clientX * scale;
    const screenY = ready.screenY + ready.chromeHeight + ready.clientY * scale;
    mouse.moveTo(screenX, screenY);
    const hover = await recorder.waitFor((event) => event.kind === "hover" && event.doc === ready.doc, 5000, `the pointer to reach "${ready.text}" at ${Math.round(screenX)},${Math.round(screenY)}`);
    // From the pointer's arrival as the page saw it (its clock and this one are both the system's).
    await sleep(Math.max(0, options.hoverMs - (Date.now() - hover.eventAt)));
    mouse.click();
    const click = await recorder.waitFor((event) => event.kind === "click" && event.doc === ready.doc, 5000, "the click");
    const shown = await recorder.waitFor(
      (event) => event.path === target && ((event.kind === "start" && !event.prerendering) || event.kind === "activated"),
      SHOWN_TIMEOUT_MS,
      `${target} to be shown`,
    );
    const paint = await recorder.waitFor((event) => event.doc === shown.doc && event.kind === "paint" && event.name === "first-contentful-paint", SHOWN_TIMEOUT_MS, `${target}'s first contentful paint`);
    await recorder.waitFor((event) => event.doc === shown.doc && event.kind === "push" && event.name === "page_view", 10_000, `${target}'s page view`).catch(() => null);
    await sleep(SETTLE_MS);

    const start = recorder.events.find((event) => event.doc === shown.doc && event.kind === "start");
    const activation = recorder.events.find((event) => event.doc === shown.doc && event.kind === "activated");
    const activationStart = activation?.activationStart ?? 0;
    const timeOrigin = start?.timeOrigin ?? NaN;
    const visibleAt = timeOrigin + Math.max(paint.startTime, activationStart);
    const pageViews = recorder.events.filter((event) => event.doc === shown.doc && event.kind === "push" && event.name === "page_view");
    const whilePrerendering = recorder.events.filter((event) => event.kind === "push" && event.prerendering);
    const prerenderRequests = recorder.requests.filter((request) => request.purpose.includes("prerender"));
    // The long frames between the click and the first contentful paint: what the wait was spent on.
    const longFrames = recorder.events
      .filter((event) => event.doc === shown.doc && event.kind === "frame-long" && timeOrigin + event.startTime + event.duration > click.eventAt && event.startTime < paint.startTime)
      .map(({ startTime, duration, renderStart, styleAndLayoutStart, scripts }) => ({
        start: Math.round(startTime - activationStart),
        duration: Math.round(duration),
        scripts: scripts.reduce((sum, script) => sum + script.duration, 0),
        render: renderStart ? Math.round(startTime + duration - renderStart) : 0,
        styleAndLayout: styleAndLayoutStart ? Math.round(startTime + duration - styleAndLayoutStart) : 0,
        scriptList: scripts.map((script) => `${script.invoker} ${script.duration} ms`),
      }));
    const eventAt = (kind) => recorder.events.find((event) => event.doc === shown.doc && event.kind === kind)?.at ?? NaN;
    return {
      target,
      viewTransition: recorder.events.find((event) => event.doc === shown.doc && event.kind === "reveal")?.viewTransition ?? null,
      clickToReveal: eventAt("reveal") - click.eventAt,
      clickToTransitionReady: eventAt("transition-ready") - click.eventAt,
      clickToTransitionFinished: eventAt("transition-finished") - click.eventAt,
      prerenderLoaded: activation ? activation.loadEventEnd > 0 : null,
      paintedWhilePrerendering: activation ? activation.paintsBefore > 0 : null,
      longFrames,
      linkText: ready.text,
      renderer: ready.renderer ?? "none",
      prerendered: activationStart > 0,
      prerenderRequested: prerenderRequests.some((request) => request.path === target),
      prerenderRequests: prerenderRequests.map((request) => request.path),
      startedPrerendering: start?.prerendering ?? false,
      clickToVisible: visibleAt - click.eventAt,
      clickToActivation: activation ? timeOrigin + activationStart - click.eventAt : NaN,
      fcpAfterActivation: paint.startTime - activationStart,
      activationToFrame: activation ? recorder.events.find((event) => event.doc === shown.doc && event.kind === "frame")?.at - (timeOrigin + activationStart) : NaN,
      hoverToClick: click.eventAt - hover.eventAt,
      pageViews: pageViews.length,
      pageViewsBeforeShown: pageViews.filter((event) => event.prerendering || event.at < shown.at).length,
      pushesWhilePrerendering: whilePrerendering.map((event) => `${event.path}: ${event.name}`),
      pageViewsWhilePrerendering: whilePrerendering.filter((event) => event.name === "page_view").length,
    };
  } catch (error) {
    const chromiumLog = browser.log().trim().split("\n").slice(-5).join("\n    ");
    return { error: String(error.message ?? error).split("\n")[0] + (browser.exited() && chromiumLog ? `\n    chromium: ${chromiumLog}` : "") };
  } finally {
    runningBrowser = null;
    await browser.stop(options.logDir ? path.join(options.logDir, `${navigation.name}-${mode}-${run}.log`) : undefined);
  }
}

const ms = (value) => (Number.isFinite(value) ? String(Math.round(value)) : "–");
const spread = (values) => {
  const finite = values.filter(Number.isFinite);
  return finite.length ? `${ms(Math.min(...finite))} / ${ms(median(finite))} / ${ms(Math.max(...finite))}` : "–";
};

function printReport(records, options) {
  const rows = [];
  for (const navigation of options.navigations) {
    for (const mode of options.modes) {
      const runs = records.filter((record) => record.navigation === navigation.name && record.mode === mode);
      if (!runs.length) continue;
      const ok = runs.filter((run) => !run.error);
      const prerendered = ok.filter((run) => run.prerendered);
      rows.push([
        navigation.label,
        MODES[mode].label,
        `${ok.length}/${runs.length}`,
        `${prerendered.length}/${ok.length} (asked ${ok.filter((run) => run.prerenderRequested).length}, loaded ${prerendered.filter((run) => run.prerenderLoaded).length})`,
        spread(ok.map((run) => run.clickToVisible)),
        spread(prerendered.map((run) => run.clickToVisible)),
        ms(median(prerendered.map((run) => run.clickToActivation))),
        `${ok.filter((run) => run.viewTransition).length}/${ok.length}, ready ${ms(median(ok.map((run) => run.clickToTransitionReady).filter(Number.isFinite)))}`,
        spread(prerendered.map((run) => run.fcpAfterActivation)),
        ms(median(ok.map((run) => run.hoverToClick))),
        ok.map((run) => run.pageViews).join(" "),
        String(ok.reduce((sum, run) => sum + run.pageViewsWhilePrerendering + run.pageViewsBeforeShown, 0)),
      ]);
    }
  }
  console.log(
    `\nClick → visible (ms, min / median / max): from the click's input timestamp to the next page's first contentful paint ` +
      `(or its activation, if later); hover ${options.hoverMs} ms, pages ${options.latencyMs} ms late, native CPU speed`,
  );
  console.log(
    formatTable(
      ["navigation", "mode", "runs ok", "prerendered", "click → visible", "… prerendered runs", "click → activation", "view transition", "activation → FCP", "hover → click", "page views", "views before shown"],
      rows,
    ),
  );
  console.log(
    "prerendered: activated from a prerender (asked: the server got the prerender request; loaded: it had loaded before the click). " +
      "click → activation and activation → FCP: prerendered runs only (median; min / median / max). " +
      "view transition: runs whose page came in with a cross-document view transition, and the median time from the click to its animation starting (ready).",
  );
  const renderers = [...new Set(records.filter((record) => !record.error).map((record) => record.renderer))];
  const noGpu = `no GPU${options.gpu ? "" : ": --disable-gpu, see --gpu"}; every frame is drawn on the CPU, a view transition's too`;
  for (const renderer of renderers) {
    console.log(`\nGraphics: ${renderer === "none" ? "no WebGL renderer" : renderer}${isSoftwareRenderer(renderer) ? ` (${noGpu})` : ""}`);
  }
  const pushes = [...new Set(records.flatMap((record) => record.pushesWhilePrerendering ?? []))];
  if (pushes.length) console.log(`\ndataLayer pushes made while a page was prerendering (not shown yet): ${pushes.join("; ")}`);
}

/** Navigations whose prerendered runs, in the median, took longer than the budget from click to visible. */
function overBudget(records, options) {
  const failures = [];
  for (const navigation of options.navigations) {
    const prerendered = records.filter((record) => record.navigation === navigation.name && !record.error && record.prerendered);
    const visible = median(prerendered.map((record) => record.clickToVisible));
    if (prerendered.length && visible > PRERENDERED_NAVIGATION_BUDGET_MS) {
      failures.push(`${navigation.label}, prerendered (${prerendered.length} runs): median click → visible ${ms(visible)} ms > ${PRERENDERED_NAVIGATION_BUDGET_MS} ms`);
    }
  }
  return failures;
}

async function main() {
  const options = benchOptions(process.argv.slice(2));
  const missing = missingXTools();
  if (missing.length) {
    console.error(`bench:navigation drives a headful Chromium on a virtual display and needs ${missing.join(" and ")}: apt-get install -y ${missing.map((program) => X_PACKAGES[program]).join(" ")}`);
    process.exit(2);
  }
  const executable = findChromium();
  if (!executable) throw new Error("No Chromium found: install Debian's chromium or set CHROME_PATH.");
  const siteDir = options.dir ?? ensureBuiltSite({ build: options.build });
  if (options.dir) assertBuiltSite(options.dir);

  if (options.logDir) fs.mkdirSync(options.logDir, { recursive: true });
  const recorder = createRecorder();
  const plan = { current: null };
  const server = await startBenchServer(siteDir, options.port, recorder, plan, options.latencyMs);
  const xvfb = await startXvfb(SCREEN);
  const stop = async () => {
    await xvfb.stop();
    await server.close();
  };
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () =>
      Promise.resolve(runningBrowser?.stop())
        .then(stop)
        .finally(() => process.exit(130)),
    );
  }
  console.log(
    `${siteDir} via ${server.origin} (pages answered ${options.latencyMs} ms late): ${executable} headful on Xvfb ${xvfb.display}, ` +
      `${options.runs} run(s), modes ${options.modes.join(", ")}, hover ${options.hoverMs} ms${options.reducedMotion ? ", reduced motion (no view transitions)" : ""}${options.gpu ? ", GPU allowed" : ""}`,
  );

  const records = [];
  try {
    for (const navigation of options.navigations) {
      for (let run = 1; run <= options.runs; run++) {
        // The modes alternate run by run, so a change in the machine's load falls on both.
        for (const mode of options.modes) {
          const result = await runNavigation({ executable, display: xvfb.display, origin: server.origin, navigation, mode, run, options, recorder, plan });
          records.push({ navigation: navigation.name, label: navigation.label, mode, run, ...result });
          log(
            `  ${navigation.label} [${MODES[mode].label}] run ${run}: ` +
              (result.error ??
                `${result.target} ${ms(result.clickToVisible)} ms, ${result.prerendered ? "prerendered" : "not prerendered"}` +
                  `${result.prerenderRequests.length ? ` (prerender asked: ${result.prerenderRequests.join(" ")})` : ""}, ${result.pageViews} page view(s)`),
          );
        }
      }
    }
  } finally {
    await stop();
  }

  printReport(records, options);
  if (options.json) fs.writeFileSync(options.json, JSON.stringify({ hoverMs: options.hoverMs, runs: options.runs, records }, null, 2));

  const failures = [...overBudget(records, options)];
  for (const record of records) {
    const where = `${record.label} [${MODES[record.mode].label}] run ${record.run}`;
    if (record.error) failures.push(`${where}: ${record.error}`);
    else {
      if (record.pageViews !== 1) failures.push(`${where}: ${record.pageViews} page views on the page shown (1 expected)`);
      if (record.pageViewsBeforeShown) failures.push(`${where}: a page view pushed before the page was shown`);
      if (record.pageViewsWhilePrerendering) failures.push(`${where}: ${record.pageViewsWhilePrerendering} page view(s) pushed by a page still prerendering`);
      if (record.mode === "no-prerender" && record.prerendered) failures.push(`${where}: prerendered although prerendering was turned off`);
    }
  }
  if (failures.length) {
    console.log(`\nFailed (${failures.length}):\n${failures.map((failure) => `  - ${failure}`).join("\n")}`);
    process.exit(1);
  }
  console.log(
    `\nBudget met: every prerendered navigation's median click → visible within ${PRERENDERED_NAVIGATION_BUDGET_MS} ms; ` +
      "every page shown had exactly one page view, pushed after it was shown; none from a page still prerendering.",
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
