/** @jest-environment node */
import { withPageRuntime } from "./page-runtime-parts";
import { PAGE_RUNTIME_PART_NAMES, pageRuntimeEntry, partsMarkedIn } from "../page-runtime/parts";

const page = (body: string, runtime = "FULL [data-island] [data-radio-presets] [data-not-found-page]") =>
  `<html><head><script data-consent-default="">c()</script><script data-page-runtime="" data-late-code="b web-vitals-X.js">${runtime}</script></head><body>${body}</body></html>`;

describe("the page runtime's parts", () => {
  it("are the ones a page's markup marks, never because the runtime's own text names the marks", () => {
    expect(partsMarkedIn(page('<main><div data-island="lead-form" data-island-props="{}"></div></main>').replace(/<script data-page-runtime[\s\S]*?<\/script>/, ""))).toEqual(["installIslands"]);
    const rewritten = (body: string) => withPageRuntime(page(body), (parts) => `RUNTIME(${parts.join(",")})`);
    expect(rewritten("<main><p>About</p></main>")).toContain(">RUNTIME()</script>");
    expect(rewritten('<main><fieldset data-radio-presets="true"></fieldset><div data-island="lead-form"></div></main>')).toContain(">RUNTIME(installIslands,installRadioPresets)</script>");
    expect(rewritten('<section data-not-found-page="">404</section>')).toContain(">RUNTIME(notFoundPageView)</script>");
    // A data-island-* attribute alone is no island.
    expect(rewritten('<div data-island-root=""></div>')).toContain(">RUNTIME()</script>");
  });

  it("leaves the rest of the page as it was, and finds no runtime where there is none", () => {
    const html = page("<main></main>");
    const rewritten = withPageRuntime(html, () => "R")!;
    expect(rewritten.replace(">R</script>", ">FULL [data-island] [data-radio-presets] [data-not-found-page]</script>")).toBe(html);
    expect(withPageRuntime("<html><head></head><body></body></html>", () => "R")).toBeNull();
  });

  it("are imported and given to the runtime by the entry of the page's variant, each once, in the table's order", () => {
    expect(pageRuntimeEntry([])).toBe('import { startPageRuntime } from "./start";\nstartPageRuntime({  });');
    const entry = pageRuntimeEntry(["notFoundPageView", "installIslands"]);
    expect(entry).toContain('import { installIslands } from "./islands";');
    expect(entry).toContain('import { notFoundPageView } from "./not-found";');
    expect(entry).toContain("startPageRuntime({ installIslands, notFoundPageView });");
    expect(PAGE_RUNTIME_PART_NAMES).toEqual(["installIslands", "installRadioPresets", "notFoundPageView"]);
  });
});
