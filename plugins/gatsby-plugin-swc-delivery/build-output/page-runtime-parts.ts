import fs from "fs";
import { pageHtmlFiles } from "./html-files";
import { failOnPages, relativeToPublic, type BuildOutput, type BuildOutputStep } from "./pipeline";
import { compilePageRuntime } from "../bundling/page-runtime";
import { partsMarkedIn } from "../page-runtime/parts";

/**
 * Gives each page the page runtime with only the parts its markup marks
 * (plugins/gatsby-plugin-swc-delivery/page-runtime/parts.ts): server rendering writes the full runtime into
 * every page; here a page without a form loses the loader of islands, a page
 * without radio presets their keys, and every page but the not-found page its
 * redirect. Each variant is compiled once. The runtime's text is replaced
 * whatever it is, so a page a warm build kept gets the current one too.
 * Before the CSP hashes are taken.
 */
const RUNTIME_SCRIPT = /(<script data-page-runtime=""[^>]*>)([\s\S]*?)(<\/script>)/;

/** The page with `runtime` as its runtime's text; null when the page has no runtime script. */
export function withPageRuntime(html: string, runtime: (parts: ReturnType<typeof partsMarkedIn>) => string): string | null {
  const match = RUNTIME_SCRIPT.exec(html);
  if (!match) return null;
  const [script, open, , close] = match;
  const parts = partsMarkedIn(html.replace(script, ""));
  return html.replace(script, () => open + runtime(parts) + close);
}

export const pageRuntimePartsStep: BuildOutputStep = {
  name: "page-runtime-parts",
  after: ["strip-nul-bytes"],
  async run(output: Pick<BuildOutput, "root" | "publicDir" | "pagePaths">) {
    const files = pageHtmlFiles(output);
    // Every variant the pages mark, compiled before any page is rewritten.
    const variants = new Map<string, string>();
    for (const file of files) {
      const parts = partsMarkedIn(fs.readFileSync(file, "utf8").replace(RUNTIME_SCRIPT, ""));
      const key = parts.join(" ");
      if (!variants.has(key)) variants.set(key, await compilePageRuntime(output.root, parts));
    }
    const missing: string[] = [];
    let rewritten = 0;
    for (const file of files) {
      const html = fs.readFileSync(file, "utf8");
      const next = withPageRuntime(html, (parts) => variants.get(parts.join(" "))!);
      if (next === null) missing.push(relativeToPublic(output, file));
      else if (next !== html) {
        fs.writeFileSync(file, next);
        rewritten++;
      }
    }
    failOnPages("Pages without the page runtime's script (gatsby-ssr.tsx writes it into every page)", missing);
    const kinds = [...variants.keys()].map((key) => key || "none");
    return `${rewritten} of ${files.length} pages given a runtime with only their parts (${kinds.join("; ")})`;
  },
};
