/** @jest-environment node */
import fs from "fs";
import path from "path";
import { GENERATED_TYPES } from "./webpack";

describe("gatsby develop's watch", () => {
  it("leaves out the types Gatsby generates (where gatsby-config.ts writes them), and nothing else", () => {
    const configured = /typesOutputPath:\s*"([^"]+)"/.exec(fs.readFileSync(path.join(__dirname, "..", "gatsby-config.ts"), "utf8"))?.[1];
    expect(configured).toBeDefined();
    expect(GENERATED_TYPES.test(path.resolve(__dirname, "..", configured!))).toBe(true);
    expect(GENERATED_TYPES.test(path.resolve(__dirname, "..", "src", "components", "types.ts"))).toBe(false);
  });
});
