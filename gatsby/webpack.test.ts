/** @jest-environment node */
import fs from "fs";
import path from "path";
import { GENERATED_TYPES, stylesheetOnlyBrowserBuild } from "./webpack";

describe("gatsby develop's watch", () => {
  it("leaves out the types Gatsby generates (where gatsby-config.ts writes them), and nothing else", () => {
    const configured = /typesOutputPath:\s*"([^"]+)"/.exec(fs.readFileSync(path.join(__dirname, "..", "gatsby-config.ts"), "utf8"))?.[1];
    expect(configured).toBeDefined();
    expect(GENERATED_TYPES.test(path.resolve(__dirname, "..", configured!))).toBe(true);
    expect(GENERATED_TYPES.test(path.resolve(__dirname, "..", "src", "components", "types.ts"))).toBe(false);
  });
});

describe("the browser build", () => {
  const config = {
    devtool: "source-map" as const,
    mode: "production",
    optimization: { runtimeChunk: { name: "webpack-runtime" }, minimizer: ["terser", "css"] },
  };

  it("minifies only the stylesheet and writes no source maps, keeping the rest of Gatsby's configuration", () => {
    const trimmed = stylesheetOnlyBrowserBuild(config, "css");
    expect(trimmed).toEqual({ devtool: false, mode: "production", optimization: { runtimeChunk: { name: "webpack-runtime" }, minimizer: ["css"] } });
    expect(config.optimization.minimizer).toEqual(["terser", "css"]);
  });

  it("extracts the stylesheet through importModule, with no child compilation, and leaves other plugins alone", () => {
    class MiniCssExtractPlugin {
      constructor(public options: Record<string, unknown>) {}
    }
    const other = { apply() {} };
    const extractor = new MiniCssExtractPlugin({ filename: "[name].[contenthash].css", experimentalUseImportModule: false });
    const trimmed = stylesheetOnlyBrowserBuild({ ...config, plugins: [other, extractor] }, "css");
    expect(trimmed.plugins?.[0]).toBe(other);
    expect(trimmed.plugins?.[1]).toBeInstanceOf(MiniCssExtractPlugin);
    expect((trimmed.plugins?.[1] as MiniCssExtractPlugin).options).toEqual({ filename: "[name].[contenthash].css", experimentalUseImportModule: true });
    expect(extractor.options.experimentalUseImportModule).toBe(false);
  });
});
