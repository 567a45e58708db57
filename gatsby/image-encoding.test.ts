/** @jest-environment node */
import type sharp from "sharp";
import { AVIF_EFFORT, setSiteAvifEffort } from "./image-encoding";

/** A stand-in for sharp's constructor whose `avif()` records the options it was given. */
function fakeLibrary() {
  const calls: unknown[] = [];
  function Fake() {}
  Fake.prototype.avif = function (options?: unknown) {
    calls.push(options);
    return this;
  };
  return { library: Fake as unknown as typeof sharp, calls };
}

describe("the AVIF encoder's effort", () => {
  it("is the site's wherever the caller names none, as gatsby-plugin-sharp calls it", () => {
    const { library, calls } = fakeLibrary();
    setSiteAvifEffort(library);
    const image = new (library as unknown as new () => sharp.Sharp)();
    image.avif({ quality: 68, force: true } as never);
    image.avif();
    expect(calls).toEqual([{ effort: AVIF_EFFORT, quality: 68, force: true }, { effort: AVIF_EFFORT }]);
  });

  it("stays the caller's when it names one, and is set once however often the config loads", () => {
    const { library, calls } = fakeLibrary();
    setSiteAvifEffort(library);
    setSiteAvifEffort(library);
    new (library as unknown as new () => sharp.Sharp)().avif({ effort: 9 } as never);
    expect(calls).toEqual([{ effort: 9 }]);
  });
});

