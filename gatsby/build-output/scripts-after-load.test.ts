import { bundleSources, deferBundles, SCRIPTS_AT_THE_LATEST_MS, scriptsAfterLoadSource, scriptsAfterLoadStep, withScriptsAfterLoad } from "./scripts-after-load";
import { FIXTURE_PAGE_PATHS, fixtureOutput, readPublic, writePublic } from "./test-fixture";

const page =
  '<body><div id="___gatsby"></div><!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async=""></script><script src="/app-3.js" async></script>' +
  '<!-- slice-end id="_gatsby-scripts-1" --><script src="/other.js" defer></script></body>';

describe("withScriptsAfterLoad", () => {
  it("replaces the async bundle tags by one loader listing them in order, where they were, and keeps everything else", () => {
    const result = withScriptsAfterLoad(page);
    expect(result).toBe(
      '<body><div id="___gatsby"></div><!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
        `<script data-scripts-after-load="">${scriptsAfterLoadSource(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])}</script>` +
        '<!-- slice-end id="_gatsby-scripts-1" --><script src="/other.js" defer></script></body>',
    );
  });

  it("is idempotent and leaves pages without bundle tags alone", () => {
    const once = withScriptsAfterLoad(page);
    expect(withScriptsAfterLoad(once)).toBe(once);
    expect(withScriptsAfterLoad("<p>static</p>")).toBe("<p>static</p>");
  });
});

describe("the loader script", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = "";
  });
  afterEach(() => jest.useRealTimers());

  const appended = () => Array.from(document.body.querySelectorAll("script")).map((script) => script.getAttribute("src"));
  const setReadyState = (state: DocumentReadyState) => Object.defineProperty(document, "readyState", { value: state, configurable: true });
  /** Runs the loader for /a.js and checks it appends the bundle at the cap, and not a millisecond before. */
  const expectLoadAtTheCap = () => {
    new Function(scriptsAfterLoadSource(["/a.js"]))();
    jest.advanceTimersByTime(SCRIPTS_AT_THE_LATEST_MS - 1);
    expect(appended()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(appended()).toEqual(["/a.js"]);
  };

  it("without paint timing, waits for load and the next painted frame, then appends each bundle once, async, in order", () => {
    setReadyState("interactive");
    new Function(scriptsAfterLoadSource(["/a.js", "/b.js"]))();
    expect(appended()).toEqual([]);
    window.dispatchEvent(new Event("load"));
    expect(appended()).toEqual([]);
    jest.advanceTimersByTime(50);
    expect(appended()).toEqual(["/a.js", "/b.js"]);
    expect(Array.from(document.body.querySelectorAll("script")).every((script) => script.async)).toBe(true);
    jest.advanceTimersByTime(SCRIPTS_AT_THE_LATEST_MS);
    expect(appended()).toEqual(["/a.js", "/b.js"]);
  });

  it("does not wait for a slow load longer than the cap", () => {
    setReadyState("interactive");
    expectLoadAtTheCap();
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(50);
    expect(appended()).toEqual(["/a.js"]);
  });

  describe("where the browser reports paint timing", () => {
    let observer: { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; observed?: unknown; disconnected: boolean };
    const original = Object.getOwnPropertyDescriptor(window, "PerformanceObserver");
    beforeEach(() => {
      function FakeObserver(this: unknown, callback: typeof observer.callback) {
        observer = { callback, disconnected: false };
        return { observe: (options: unknown) => (observer.observed = options), disconnect: () => (observer.disconnected = true) };
      }
      FakeObserver.supportedEntryTypes = ["paint"];
      Object.defineProperty(window, "PerformanceObserver", { value: FakeObserver, configurable: true, writable: true });
    });
    afterEach(() => {
      if (original) Object.defineProperty(window, "PerformanceObserver", original);
      else delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    });
    const report = (...names: string[]) => observer.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });

    it("waits after load until the first contentful paint is on screen, not just any paint", () => {
      setReadyState("interactive");
      new Function(scriptsAfterLoadSource(["/a.js", "/b.js"]))();
      window.dispatchEvent(new Event("load"));
      expect(observer.observed).toEqual({ type: "paint", buffered: true });
      jest.advanceTimersByTime(500);
      expect(appended()).toEqual([]);
      report("first-paint");
      jest.advanceTimersByTime(10);
      expect(appended()).toEqual([]);
      report("first-contentful-paint");
      jest.advanceTimersByTime(1);
      expect(appended()).toEqual(["/a.js", "/b.js"]);
      expect(observer.disconnected).toBe(true);
    });

    it("still starts at the cap when no paint is reported (a tab opened in the background)", () => {
      setReadyState("complete");
      expectLoadAtTheCap();
    });
  });

  describe("on a page that inlines part of the global stylesheet", () => {
    beforeEach(() => {
      document.head.innerHTML = '<style data-href="/styles.abc.css" data-identity="gatsby-global-css">p{color:red}</style>';
    });
    afterEach(() => {
      document.head.innerHTML = "";
    });
    const stylesheet = () => document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    const preloaded = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map((link) => [link.getAttribute("href"), link.as]);

    it("links the full stylesheet and preloads the bundles, then appends them once the stylesheet has loaded", () => {
      setReadyState("complete");
      new Function(scriptsAfterLoadSource(["/a.js", "/b.js"]))();
      jest.advanceTimersByTime(50);
      expect(stylesheet()?.getAttribute("href")).toBe("/styles.abc.css");
      expect(preloaded()).toEqual([
        ["/a.js", "script"],
        ["/b.js", "script"],
      ]);
      expect(appended()).toEqual([]);
      jest.advanceTimersByTime(SCRIPTS_AT_THE_LATEST_MS);
      expect(appended()).toEqual([]);
      stylesheet()!.dispatchEvent(new Event("load"));
      expect(appended()).toEqual(["/a.js", "/b.js"]);
      expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    });

    it("still appends the bundles when the stylesheet cannot load", () => {
      setReadyState("complete");
      new Function(scriptsAfterLoadSource(["/a.js"]))();
      jest.advanceTimersByTime(50);
      stylesheet()!.dispatchEvent(new Event("error"));
      expect(appended()).toEqual(["/a.js"]);
    });
  });

  it("starts after the next frame when the page has already loaded", () => {
    setReadyState("complete");
    new Function(scriptsAfterLoadSource(["/a.js"]))();
    jest.advanceTimersByTime(50);
    expect(appended()).toEqual(["/a.js"]);
  });
});

describe("scripts-after-load on real Gatsby output", () => {
  const pages = ["404.html", "technology/ab-tasty/index.html", "technology/mixpanel/index.html"];
  const SLICE = "_gatsby/slices/_gatsby-scripts-1.html";

  it("gives every page and the scripts slice one loader for Gatsby's bundles, and nothing else changes", async () => {
    const output = fixtureOutput();
    const before = pages.map((page) => readPublic(output, page));
    const sources = bundleSources(before[0]);
    expect(sources).toEqual([expect.stringMatching(/^\/webpack-runtime-/), expect.stringMatching(/^\/framework-/), expect.stringMatching(/^\/app-/)]);

    expect(await scriptsAfterLoadStep.run(output)).toBe("bundles requested after load on 3 pages (0 had the loader from an earlier build), 1 slice files");
    pages.forEach((page, index) => {
      const after = readPublic(output, page);
      expect(after).toBe(withScriptsAfterLoad(before[index]));
      expect(bundleSources(after)).toEqual([]);
      expect(after).toContain(`<script data-scripts-after-load="">${scriptsAfterLoadSource(sources)}</script>`);
    });
    expect(bundleSources(readPublic(output, SLICE))).toEqual([]);
  });

  it("leaves the pages of an earlier build that already have the loader as they are (a warm build)", () => {
    const output = fixtureOutput();
    deferBundles(output);
    const once = pages.map((page) => readPublic(output, page));
    expect(deferBundles(output)).toEqual({ rewritten: 0, alreadyDeferred: 3, slices: 0 });
    expect(pages.map((page) => readPublic(output, page))).toEqual(once);
  });

  it("fails, naming the page, when a page has neither Gatsby's async bundle tags nor the loader", () => {
    const output = fixtureOutput();
    const page = "technology/mixpanel/index.html";
    writePublic(output, page, readPublic(output, page).replace(/<script src="([^"]+)" async(?:="")?><\/script>/g, '<script src="$1" defer></script>'));
    expect(() => deferBundles(output)).toThrow(`pages without Gatsby's <script src="/app-….js" async> tags or the loader that replaces them: ${page} (no loader, bundle tags: none)`);
  });

  it("fails when the bundle tags no longer include the app bundle", () => {
    const output = fixtureOutput();
    writePublic(output, "404.html", readPublic(output, "404.html").replace(/\/app-([0-9a-f]+)\.js/g, "/main-$1.js"));
    expect(() => deferBundles({ ...output, pagePaths: FIXTURE_PAGE_PATHS })).toThrow(/404\.html \(no loader, bundle tags: \/webpack-runtime-\S+ \/framework-\S+ \/main-/);
  });
});
