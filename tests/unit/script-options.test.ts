/** @jest-environment node */
import path from "path";
import { option, readOptions } from "../../scripts/lib/options.mjs";

describe("readOptions, the scripts' one argument parser", () => {
  const spec = {
    runs: option.number({ min: 1, default: 3 }),
    cpu: option.number({ min: 1, whole: false, default: 4 }),
    latency: option.number({ min: 0, default: 0 }),
    only: option.list(),
    "chromium-arg": option.repeated(),
    dir: option.path({ default: null }),
    before: option.path(),
    label: option.text({ default: "site" }),
    "no-build": option.flag(),
  };

  it("gives each option's default when nothing is passed, camel-cased, and leaves out one without a default", () => {
    expect(readOptions([], spec)).toEqual({ runs: 3, cpu: 4, latency: 0, only: [], chromiumArg: [], dir: null, label: "site", noBuild: false });
  });

  it("converts each value by its kind", () => {
    const options = readOptions(
      ["--runs", "5", "--cpu", "2.5", "--only", "/,/contact", "--only", "/about", "--chromium-arg=--enable-features=A,B", "--dir", "public", "--before=old", "--no-build"],
      spec,
    );
    expect(options).toMatchObject({ runs: 5, cpu: 2.5, only: ["/", "/contact", "/about"], chromiumArg: ["--enable-features=A,B"], noBuild: true });
    expect(options.dir).toBe(path.resolve("public"));
    expect(options.before).toBe(path.resolve("old"));
  });

  it.each([
    [["--runs", "0"], "--runs 0: a whole number of at least 1 is expected"],
    [["--runs", "2.5"], "--runs 2.5: a whole number of at least 1 is expected"],
    [["--runs", "many"], "--runs many: a whole number of at least 1 is expected"],
    [["--latency=-1"], "--latency -1: a whole number of at least 0 is expected"],
    [["--cpu", ""], "--cpu : a number of at least 1 is expected"],
  ])("refuses %j", (argv, message) => {
    expect(() => readOptions(argv, spec)).toThrow(message);
  });

  it("refuses an unknown option, a missing value and a stray argument, naming them", () => {
    expect(() => readOptions(["--bogus"], spec)).toThrow("'--bogus'");
    expect(() => readOptions(["--runs"], spec)).toThrow("--runs");
    expect(() => readOptions(["public"], spec)).toThrow("'public'");
  });

  it("takes a number without a lower bound when none is set; a value that starts with a dash is written with =", () => {
    expect(readOptions(["--n=-2"], { n: option.number() })).toEqual({ n: -2 });
    expect(() => readOptions(["--n", "-2"], { n: option.number() })).toThrow("--n=-XYZ");
  });
});
