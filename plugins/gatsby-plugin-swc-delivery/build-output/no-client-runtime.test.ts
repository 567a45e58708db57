/** @jest-environment node */
import fs from "fs";
import path from "path";
import { noClientRuntimeStep, removeClientRuntime, withoutClientRuntime } from "./no-client-runtime";
import { fixtureOutput, readPublic, writePublic } from "./test-fixture";

describe("no-client-runtime on real Gatsby output", () => {
  it("leaves no script file, chunk map or Gatsby global in any page, and keeps the inline page runtime", async () => {
    const output = fixtureOutput();
    const before = readPublic(output, "technology/mixpanel/index.html");
    expect(before).toMatch(/<script src="\/app-[0-9a-f]+\.js" async/);
    expect(await noClientRuntimeStep.run(output)).toBe("Gatsby's client runtime removed from 3 pages (0 had none from an earlier build)");
    for (const page of ["404.html", "technology/mixpanel/index.html", "technology/ab-tasty/index.html"]) {
      const html = readPublic(output, page);
      expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
      expect(html).not.toMatch(/window\.___|gatsby-chunk-mapping|gatsby-script-loader|page-data|data-gatsby-head/);
      expect(html).toContain("<script data-page-runtime");
      expect(html).toMatch(/<!-- slice-start id="_gatsby-scripts-1" --><!-- slice-end id="_gatsby-scripts-1" -->/);
    }
    expect(fs.readFileSync(path.join(output.publicDir, "_gatsby", "slices", "_gatsby-scripts-1.html"), "utf8")).toBe("");
  });

  it("is idempotent: a warm build's untouched pages are counted, not changed", () => {
    const output = fixtureOutput();
    removeClientRuntime(output);
    expect(removeClientRuntime(output)).toEqual({ rewritten: 0, unchanged: 3 });
    const page = readPublic(output, "404.html");
    expect(withoutClientRuntime(page)).toBe(page);
  });

  it("stops the build, naming the page, when Gatsby's scripts slice is not where Gatsby 5 writes it", () => {
    const output = fixtureOutput();
    const page = "technology/ab-tasty/index.html";
    writePublic(output, page, readPublic(output, page).replace(/<!-- slice-(start|end) id="_gatsby-scripts-1" -->/g, ""));
    expect(() => removeClientRuntime(output)).toThrow("pages whose Gatsby scripts are not where Gatsby 5 writes them: technology/ab-tasty/index.html (no scripts slice)");
  });
});
