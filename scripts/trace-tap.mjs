#!/usr/bin/env node
// One tap on a built page under a Chromium performance trace (CDP Tracing),
// CPU slowed 4× by default: what the browser did for that tap. Prints each
// style recalc (duration / elements recalculated), each layout (duration /
// dirty objects), the input and click events' dispatch time, and the script
// calls over 0.3 ms. Element and dirty-object counts do not depend on the
// machine's load, unlike the milliseconds, so they compare two builds fairly.
//
//   node scripts/trace-tap.mjs --dir public                       the home menu button at 390 px
//   node scripts/trace-tap.mjs --dir public --width 1280 --target "details[data-menu-section] >> nth=0 >> summary"
//   options: --dir <built site> (default public/)  --path <page> (default /)
//            --target <Playwright selector> (default the menu button)  --width N (default 390; below 1024 a touch phone)
//            --cpu X (default 4)  --port N (default 9226)
import { assertBuiltSite, serveSite } from "./lib/bench-site.mjs";
import { launchChromium } from "./lib/chromium.mjs";
import { option, readOptions } from "./lib/options.mjs";
import { importSiteModule, storedRejectAll } from "./lib/site-module.mjs";

const { MENU_TOGGLE_ATTRIBUTE } = await importSiteModule("plugins/gatsby-plugin-swc-delivery/page-runtime/menus.ts");

const options = readOptions(process.argv.slice(2), {
  dir: option.path({ default: "public" }),
  path: option.text({ default: "/" }),
  target: option.text({ default: `[${MENU_TOGGLE_ATTRIBUTE}]` }),
  width: option.number({ min: 320, default: 390 }),
  cpu: option.number({ min: 1, whole: false, default: 4 }),
  port: option.number({ min: 1, default: 9226 }),
});
/** How long after the tap the trace keeps recording: the answer frame and any transition after it. */
const SETTLE_MS = 800;
const ms = (event) => `${(event.dur / 1000).toFixed(2)} ms`;

assertBuiltSite(options.dir);
const server = await serveSite(options.dir, options.port);
const browser = await launchChromium();
try {
  const phone = options.width < 1024;
  const context = await browser.newContext({ viewport: { width: options.width, height: 844 }, hasTouch: true, isMobile: phone });
  // A stored "Reject all": no consent banner over the control.
  await context.addCookies([{ ...(await storedRejectAll()), url: `http://127.0.0.1:${options.port}` }]);
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${options.port}${options.path}`, { waitUntil: "load" });
  const target = page.locator(options.target);
  await target.waitFor();
  // Scrolled to and painted before the trace starts, as a visitor's own scroll
  // has rendered a control below the fold frames before the finger lands: the
  // trace holds the tap's work, not the first render of the control's section.
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: options.cpu });
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline", transferMode: "ReportEvents" });
  await page.tap(options.target);
  await page.waitForTimeout(SETTLE_MS);
  await cdp.send("Tracing.end");
  await complete;
  const spans = events.filter((event) => event.ph === "X");
  const named = (name) => spans.filter((event) => event.name === name);
  console.log(`${options.path} at ${options.width} px, CPU ${options.cpu}×, tap on ${options.target}`);
  console.log("style recalc:", named("UpdateLayoutTree").map((e) => `${ms(e)}/${e.args?.elementCount ?? "?"} el`).join(", "));
  console.log("layout:", named("Layout").map((e) => `${ms(e)}/${e.args?.beginData?.dirtyObjects ?? "?"} dirty`).join(", "));
  console.log("events:", named("EventDispatch").filter((e) => e.dur > 100).map((e) => `${e.args?.data?.type} ${ms(e)}`).join(", "));
  console.log("script calls > 0.3 ms:", named("FunctionCall").filter((e) => e.dur > 300).map((e) => `${(e.args?.data?.url ?? "").split("/").pop() || "inline"}:${e.args?.data?.functionName || "?"} ${ms(e)}`).join(", "));
} finally {
  await browser.close();
  server.close();
}
