/** @jest-environment node */
import fs from "fs";
import path from "path";
import { stripNulBytes, stripNulBytesStep } from "./strip-nul-bytes";
import { fixtureOutput } from "./test-fixture";

const PAGE = "technology/mixpanel/index.html";

describe("strip-nul-bytes on real Gatsby output", () => {
  it("removes the NUL bytes React's stream left at a multi-byte character and restores the page exactly", () => {
    const output = fixtureOutput();
    const file = path.join(output.publicDir, PAGE);
    const original = fs.readFileSync(file);
    const at = original.indexOf(Buffer.from("—"));
    expect(at).toBeGreaterThan(0);
    fs.writeFileSync(file, Buffer.concat([original.subarray(0, at), Buffer.from([0, 0, 0]), original.subarray(at)]));

    expect(stripNulBytes(output)).toEqual({ mended: [PAGE], files: 4 });
    expect(fs.readFileSync(file).equals(original)).toBe(true);
  });

  it("leaves clean pages byte for byte as they are and says so", async () => {
    const output = fixtureOutput();
    const before = fs.readFileSync(path.join(output.publicDir, "404.html"));
    expect(await stripNulBytesStep.run(output)).toBe("4 HTML files read, NUL bytes removed from 0");
    expect(fs.readFileSync(path.join(output.publicDir, "404.html")).equals(before)).toBe(true);
  });

  it("fails when a page is still not UTF-8 once the NUL bytes are gone", () => {
    const output = fixtureOutput();
    fs.appendFileSync(path.join(output.publicDir, "404.html"), Buffer.from([0xe2, 0x80]));
    expect(() => stripNulBytes(output)).toThrow("not valid UTF-8 (with any NUL bytes removed): 404.html");
  });

  it("fails when a page Gatsby rendered has no HTML file", () => {
    const output = fixtureOutput();
    fs.rmSync(path.join(output.publicDir, PAGE));
    expect(() => stripNulBytes(output)).toThrow(`pages Gatsby rendered have no HTML file in public/: ${PAGE}`);
  });
});
