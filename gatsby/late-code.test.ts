/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { buildLateCode } from "./late-code";
import { siteFacts } from "../src/lib/site-facts";

const ROOT = path.join(__dirname, "..");

describe("the late code", () => {
  let outDir: string;
  let bundles: string;
  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), "late-code-"));
    await buildLateCode(ROOT, outDir, {});
    bundles = fs
      .readdirSync(outDir)
      .filter((name) => name.endsWith(".js"))
      .map((name) => fs.readFileSync(path.join(outDir, name), "utf8"))
      .join("\n");
  }, 60_000);
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it("carries the brand for event names but no other site fact, in any bundle", () => {
    expect(bundles).toContain(JSON.stringify(siteFacts.brand));
    expect(bundles).not.toContain(siteFacts.footerBlurb.slice(0, 40));
    expect(bundles).not.toContain(siteFacts.legalName);
    expect(bundles).not.toContain(siteFacts.address.street);
  });
});
