/** @jest-environment node */
import { CHROMIUM_ARGS, chromiumArgs } from "../../scripts/lib/chromium.mjs";

describe("Chromium's launch flags, in one place", () => {
  it("runs every test and benchmark without sandbox, GPU, a small /dev/shm or the browser's background traffic", () => {
    expect(chromiumArgs()).toEqual(CHROMIUM_ARGS);
    expect(CHROMIUM_ARGS).toEqual(expect.arrayContaining(["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"]));
  });

  it("lets the GPU in only when asked, keeping every other flag", () => {
    expect(chromiumArgs({ gpu: true })).toEqual(CHROMIUM_ARGS.filter((arg) => arg !== "--disable-gpu"));
  });
});
