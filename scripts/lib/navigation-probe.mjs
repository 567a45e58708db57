// What `npm run bench:navigation` adds to each page as its server sends it
// (nothing on disk changes): one inline script, first in <head>, that tells
// the bench server what the page lives through, and the CSP hash that lets
// it run. The page's own scripts, rules and styles are untouched.
import crypto from "node:crypto";

/** Where the pages report (same origin: the pages' `connect-src 'self'` admits it). */
export const REPORT_PATH = "/__bench/event";

/**
 * Runs in the page before anything else. Each document gets an id and
 * reports, as JSON posts to REPORT_PATH, with the epoch time of each report
 * (timeOrigin + now, comparable across documents of one browser):
 *   start        document.prerendering when the script ran, the navigation type
 *   push         every dataLayer push: its event_name (or first argument) and
 *                whether the page was still prerendering
 *   paint        each paint entry (first-paint, first-contentful-paint)
 *   activated    prerenderingchange: activationStart (and how far the prerender had
 *                loaded by then), then the first frame after it
 *   frame-long   each long animation frame (over 50 ms): its script and render parts
 *   reveal       pagereveal, and the view transition it brings (transition-ready,
 *                transition-finished) where there is one
 *   ready        (the page the bench starts from) loaded and idle, with the
 *                link to follow in view: its centre, its href and the window's
 *                geometry, so the bench can put the real pointer on it; and the
 *                graphics renderer WebGL reports (asked once, before the hover),
 *                which tells whether the browser draws with a GPU at all
 *   hover/press/click  the pointer reached the link, was pressed, and clicked
 *                (event time, the input's own timestamp)
 * Nothing here changes what the page does; the only work it adds is a few
 * beacons and, on the first page, scrolling the link into view.
 */
function navigationProbe(config) {
  var id = Math.random().toString(36).slice(2) + Date.now().toString(36);
  var epoch = function (time) {
    return performance.timeOrigin + (time === undefined ? performance.now() : time);
  };
  var send = function (kind, data) {
    var body = { doc: id, kind: kind, path: location.pathname, prerendering: document.prerendering === true, at: epoch() };
    for (var key in data) body[key] = data[key];
    var text = JSON.stringify(body);
    if (!navigator.sendBeacon(config.report, text)) fetch(config.report, { method: "POST", body: text, keepalive: true }).catch(function () {});
  };
  var navigationEntry = function () {
    return performance.getEntriesByType("navigation")[0] || {};
  };
  send("start", { navigationType: navigationEntry().type, timeOrigin: performance.timeOrigin });

  // The dataLayer the page's own snippet (`window.dataLayer = window.dataLayer || []`) then finds and keeps.
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  var push = dataLayer.push;
  dataLayer.push = function () {
    for (var i = 0; i < arguments.length; i++) {
      var entry = arguments[i];
      var name = entry && typeof entry === "object" ? entry.event_name || entry.event || (entry[0] !== undefined ? String(entry[0]) + (entry[1] !== undefined ? " " + String(entry[1]) : "") : "?") : String(entry);
      send("push", { name: String(name) });
    }
    return push.apply(dataLayer, arguments);
  };

  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        send("paint", { name: entry.name, startTime: entry.startTime, activationStart: navigationEntry().activationStart || 0 });
      });
    }).observe({ type: "paint", buffered: true });
  } catch (error) {
    send("error", { message: "no paint timing: " + error });
  }

  // Long animation frames: what held the main thread (scripts, or style, layout and paint) and when.
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        send("frame-long", {
          startTime: entry.startTime,
          duration: entry.duration,
          renderStart: entry.renderStart,
          styleAndLayoutStart: entry.styleAndLayoutStart,
          scripts: (entry.scripts || []).map(function (script) {
            return { invoker: script.invoker, duration: Math.round(script.duration), source: (script.sourceURL || "").split("/").pop() };
          }),
        });
      });
    }).observe({ type: "long-animation-frame", buffered: true });
  } catch {
    // Long animation frames are Chromium's from 123 on; without them only the timings above are reported.
  }

  document.addEventListener(
    "prerenderingchange",
    function () {
      var entry = navigationEntry();
      var activationStart = entry.activationStart || 0;
      // Whether the prerender had finished loading (and painted) before it was shown.
      send("activated", { activationStart: activationStart, loadEventEnd: entry.loadEventEnd || 0, domContentLoadedEventEnd: entry.domContentLoadedEventEnd || 0, paintsBefore: performance.getEntriesByType("paint").length });
      requestAnimationFrame(function () {
        send("frame", { activationStart: activationStart });
      });
    },
    { once: true },
  );

  // The page's reveal, and the cross-document view transition that may carry it in: when it is ready
  // (its pseudo-elements built, the animation starting) and finished.
  addEventListener("pagereveal", function (event) {
    var transition = event.viewTransition;
    send("reveal", { viewTransition: Boolean(transition) });
    if (!transition) return;
    transition.ready.then(
      function () {
        send("transition-ready", {});
      },
      function () {},
    );
    transition.finished.then(function () {
      send("transition-finished", {});
    });
  });

  if (!config.link || document.prerendering) return;
  var visible = function (element) {
    var rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && (!element.checkVisibility || element.checkVisibility({ visibilityProperty: true }));
  };
  var whenIdle = function (task) {
    if (window.requestIdleCallback) requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task, 0);
  };
  var frames = function (count, task) {
    if (count === 0) task();
    else requestAnimationFrame(function () {
      frames(count - 1, task);
    });
  };
  // The renderer behind WebGL: a GPU's name, or a software one (SwiftShader, llvmpipe) where there is none.
  var graphicsRenderer = function () {
    try {
      var gl = document.createElement("canvas").getContext("webgl");
      if (!gl) return "none";
      var info = gl.getExtension("WEBGL_debug_renderer_info");
      var name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
      var lose = gl.getExtension("WEBGL_lose_context");
      if (lose) lose.loseContext();
      return name;
    } catch {
      return "none";
    }
  };
  var prepare = function () {
    var link = Array.prototype.filter.call(document.querySelectorAll(config.link), visible)[0];
    if (!link) {
      send("error", { message: "no visible link matches " + config.link });
      return;
    }
    var rect = link.getBoundingClientRect();
    if (rect.top < 0 || rect.bottom > innerHeight) link.scrollIntoView({ block: "center", behavior: "instant" });
    link.addEventListener("pointerenter", function (event) {
      send("hover", { eventAt: epoch(event.timeStamp), screenX: event.screenX, screenY: event.screenY, clientX: event.clientX, clientY: event.clientY });
    });
    link.addEventListener("pointerdown", function (event) {
      send("press", { eventAt: epoch(event.timeStamp) });
    });
    link.addEventListener("click", function (event) {
      send("click", { eventAt: epoch(event.timeStamp), defaultPrevented: event.defaultPrevented });
    });
    var renderer = graphicsRenderer();
    // Settled after the scroll: two frames, then idle.
    frames(2, function () {
      whenIdle(function () {
        var box = link.getBoundingClientRect();
        send("ready", {
          href: link.getAttribute("href"),
          text: (link.textContent || "").trim().slice(0, 60),
          clientX: box.left + Math.min(box.width / 2, 40),
          clientY: box.top + box.height / 2,
          screenX: window.screenX,
          screenY: window.screenY,
          chromeWidth: window.outerWidth - window.innerWidth,
          chromeHeight: window.outerHeight - window.innerHeight,
          devicePixelRatio: window.devicePixelRatio,
          renderer: renderer,
        });
      });
    });
  };
  var afterLoad = function () {
    whenIdle(prepare);
  };
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
}

/**
 * Whether a WebGL renderer name (the probe's `ready.renderer`) is a software
 * one, or "none" (no WebGL: the GPU is turned off or unusable): then the
 * browser draws every frame on the CPU.
 */
export function isSoftwareRenderer(renderer) {
  return !renderer || renderer === "none" || /swiftshader|llvmpipe|softpipe|software|basic render driver/i.test(renderer);
}

/** The probe's inline script text for one page (`link`: the selector of the link to follow, on the first page only). */
export function probeScript({ link = null } = {}) {
  return `(${navigationProbe.toString()})(${JSON.stringify({ report: REPORT_PATH, link })});`;
}

/** `'sha256-…'`, the CSP source that admits exactly this inline script. */
export function cspHash(script) {
  return `'sha256-${crypto.createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/** `html` with `script` as the first element of its <head>. */
export function injectFirstInHead(html, script) {
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error("page without <head>: cannot add the probe");
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}<script>${script}</script>${html.slice(at)}`;
}

/**
 * A Content-Security-Policy value that also admits `hash` as a script: added to
 * script-src (or to a script-src copied from default-src). Unchanged when absent.
 */
export function admitScriptHash(policy, hash) {
  if (!policy) return policy;
  const directives = policy.split(";").map((part) => part.trim()).filter(Boolean);
  const scriptIndex = directives.findIndex((directive) => /^script-src\s/i.test(directive) || /^script-src$/i.test(directive));
  if (scriptIndex >= 0) directives[scriptIndex] = `${directives[scriptIndex]} ${hash}`;
  else {
    const fallback = directives.find((directive) => /^default-src\b/i.test(directive));
    directives.push(`script-src ${fallback ? fallback.replace(/^default-src\s*/i, "") : ""} ${hash}`.replace(/\s+/g, " "));
  }
  return directives.join("; ");
}
