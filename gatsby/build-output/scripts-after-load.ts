import fs from "fs";
import { pageHtmlFiles, sliceHtmlFiles } from "./html-files";
import { failOnPages, relativeToPublic, type BuildOutput, type BuildOutputStep } from "./pipeline";

/**
 * Gatsby ends every page with `<script src async>` tags for its bundles
 * (webpack runtime, React, the app). The page is complete without them: it is
 * server-rendered, and JavaScript adds menus, forms and analytics. So the
 * bundles are requested once the page's own first view has loaded (window
 * `load`: the HTML, the images and fonts in view) and is on screen: the
 * browser has reported its first contentful paint. A fast network fires `load`
 * before the first frame, and a frame is on screen only after it has been
 * rasterised, well after the frame's rendering step (measured here: scripts
 * requested at 155 ms, first contentful paint reported at 200–265 ms). Where
 * paint timing is missing the loader waits for the next frame instead. On a phone network the
 * visible page no longer shares its bandwidth with about 80 KB of scripts and
 * its largest paint comes sooner (Lighthouse, slow 4G: the terms page's 2.4 s
 * became 1.35 s, About's 1.9 s 1.4 s). A slow image never holds React back
 * longer than SCRIPTS_AT_THE_LATEST_MS.
 *
 * A page inlines only the rules its own HTML uses (./used-css.ts),
 * and React may render markup that the server HTML does not have. So the
 * loader first links the full stylesheet (the file Gatsby inlined, named in
 * the inline style's data-href) and appends the bundles once it has loaded
 * (or failed: the page keeps its inline rules); meanwhile the bundles are
 * preloaded, so hydration does not wait for one more round trip. The full
 * stylesheet holds every inlined rule in the same order, so linking it after
 * the inline one changes nothing on screen.
 *
 * Gatsby writes these tags through its internal scripts slice, after every
 * rendering hook, so the built HTML is rewritten (a step of the build-output
 * pipeline, ./index.ts, before the CSP hashes are taken: the loader is allowed
 * by hash like every inline script). Every page must carry either Gatsby's
 * tags (app bundle included) or, on a warm build that did not re-render it,
 * the loader: a page with neither means Gatsby writes its scripts some other
 * way now, and the build stops instead of shipping pages that load React
 * early or not at all.
 */
export const SCRIPTS_AT_THE_LATEST_MS = 3000;

const BUNDLE_TAG = /<script src="([^"]+)" async(?:="")?><\/script>/g;
const LOADER_MARK = "data-scripts-after-load";

/** Text of the inline script that appends `sources` as async scripts after `load` (or the cap). */
export function scriptsAfterLoadSource(sources: readonly string[]): string {
  return (
    `(function(){var d=0,r=0,S=${JSON.stringify(sources)};` +
    `function add(n,a){var e=document.createElement(n);for(var k in a)e[k]=a[k];return e}` +
    `function go(){if(d)return;d=1;var c=document.querySelector('style[data-identity="gatsby-global-css"]'),h=c&&c.getAttribute("data-href");` +
    `if(!h)return run();S.forEach(function(u){document.head.appendChild(add("link",{rel:"preload",as:"script",href:u}))});` +
    `document.head.appendChild(add("link",{rel:"stylesheet",href:h,onload:run,onerror:run}))}` +
    `function run(){if(r)return;r=1;S.forEach(function(u){document.body.appendChild(add("script",{src:u,async:true,onerror:stale}))})}` +
    // a bundle that is gone means the HTML is older than the deployed build: reload once (per build of the page)
    `function stale(){try{var k="swc-reloaded-for-page",v=location.pathname+" "+(window.___webpackCompilationHash||"");` +
    `if(sessionStorage.getItem(k)!==v){sessionStorage.setItem(k,v);location.reload()}}catch(e){}}` +
    // the first contentful paint is reported once its frame is on screen (buffered: also when it came before load)
    `function painted(){var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;` +
    `if(!t||t.indexOf("paint")<0){requestAnimationFrame(function(){setTimeout(go,0)});return}` +
    `var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}});` +
    `o.observe({type:"paint",buffered:true})}` +
    `if(document.readyState==="complete")painted();else addEventListener("load",painted);setTimeout(go,${SCRIPTS_AT_THE_LATEST_MS})})();`
  );
}

/** The bundle URLs of Gatsby's async script tags in a page, in order. */
export function bundleSources(html: string): string[] {
  return [...html.matchAll(BUNDLE_TAG)].map((match) => match[1]);
}

/** The page with its async bundle tags replaced by one loader, where the first tag was. */
export function withScriptsAfterLoad(html: string): string {
  const sources = bundleSources(html);
  if (!sources.length) return html;
  let first = true;
  return html.replace(BUNDLE_TAG, () => {
    if (!first) return "";
    first = false;
    return `<script ${LOADER_MARK}="">${scriptsAfterLoadSource(sources)}</script>`;
  });
}

const APP_BUNDLE = /^\/app-[0-9a-f]+\.js$/;
const hasLoader = (html: string) => html.includes(`<script ${LOADER_MARK}="">`);

/**
 * Rewrites every page Gatsby rendered, and its scripts slice (which later
 * builds stitch into pages again). Idempotent: a page that already has the
 * loader is left as it is. Returns the pages rewritten and those that had the
 * loader already.
 */
export function deferBundles(output: Pick<BuildOutput, "publicDir" | "pagePaths">): { rewritten: number; alreadyDeferred: number; slices: number } {
  const unexpected: string[] = [];
  let rewritten = 0;
  let alreadyDeferred = 0;
  for (const file of pageHtmlFiles(output)) {
    const html = fs.readFileSync(file, "utf8");
    const sources = bundleSources(html);
    const loader = hasLoader(html);
    if (!loader && sources.some((source) => APP_BUNDLE.test(source))) {
      fs.writeFileSync(file, withScriptsAfterLoad(html));
      rewritten++;
    } else if (loader && sources.length === 0) alreadyDeferred++;
    else unexpected.push(`${relativeToPublic(output, file)} (${loader ? "loader and" : "no loader,"} bundle tags: ${sources.join(" ") || "none"})`);
  }
  failOnPages('pages without Gatsby\'s <script src="/app-….js" async> tags or the loader that replaces them', unexpected);
  let slices = 0;
  for (const file of sliceHtmlFiles(output.publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const rewritten = withScriptsAfterLoad(html);
    if (rewritten === html) continue;
    fs.writeFileSync(file, rewritten);
    slices++;
  }
  return { rewritten, alreadyDeferred, slices };
}

export const scriptsAfterLoadStep: BuildOutputStep = {
  name: "scripts-after-load",
  after: ["strip-nul-bytes"],
  run(output) {
    const { rewritten, alreadyDeferred, slices } = deferBundles(output);
    return `bundles requested after load on ${rewritten} pages (${alreadyDeferred} had the loader from an earlier build), ${slices} slice files`;
  },
};
