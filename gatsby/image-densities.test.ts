import { OUTPUT_PIXEL_DENSITIES } from "./image-encoding";
import { imageDensityResolvers, withSiteDensities } from "./image-densities";

describe("image densities", () => {
  it("gives a query without densities the site's", () => {
    expect(withSiteDensities({ width: 720, layout: "constrained" })).toEqual({ width: 720, layout: "constrained", outputPixelDensities: OUTPUT_PIXEL_DENSITIES });
  });

  it("keeps a query's own densities", () => {
    expect(withSiteDensities({ width: 720, outputPixelDensities: [1, 3] }).outputPixelDensities).toEqual([1, 3]);
  });

  it("resolves the field through the original resolver with those arguments", async () => {
    const originalResolver = jest.fn().mockResolvedValue("image data");
    const result = await imageDensityResolvers.ImageSharp.gatsbyImageData.resolve({ id: "n" }, { width: 480 }, {}, { originalResolver });
    expect(result).toBe("image data");
    expect(originalResolver).toHaveBeenCalledWith({ id: "n" }, { width: 480, outputPixelDensities: OUTPUT_PIXEL_DENSITIES }, {}, { originalResolver });
  });
});
