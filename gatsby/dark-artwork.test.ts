import type { IGatsbyImageData } from "gatsby-plugin-image";
import { DARK_SCHEME, darkPathOf, isDarkRendering, withDarkSources } from "./dark-artwork";

const imageData = (name: string): IGatsbyImageData => ({
  layout: "constrained",
  width: 720,
  height: 560,
  backgroundColor: "#e8eeff",
  images: {
    fallback: { src: `/static/a/${name}.png`, sizes: "(min-width: 720px) 720px, 100vw" },
    sources: [
      { type: "image/avif", srcSet: `/static/a/${name}.avif 720w`, sizes: "(min-width: 720px) 720px, 100vw" },
      { type: "image/webp", srcSet: `/static/a/${name}.webp 720w`, sizes: "(min-width: 720px) 720px, 100vw" },
    ],
  },
});

describe("dark artwork", () => {
  it("finds a file's dark rendering in the dark folder beside it", () => {
    expect(darkPathOf("images/home-hero.png")).toBe("images/dark/home-hero.png");
    expect(isDarkRendering("images/dark/home-hero.png")).toBe(true);
    expect(isDarkRendering("images/home-hero.png")).toBe(false);
  });

  it("puts the dark AVIF sources first, for the dark scheme, and keeps the light image otherwise", () => {
    const merged = withDarkSources(imageData("hero"), imageData("hero-dark"));
    expect(merged.images.sources).toEqual([
      { type: "image/avif", srcSet: "/static/a/hero-dark.avif 720w", sizes: "(min-width: 720px) 720px, 100vw", media: DARK_SCHEME },
      ...imageData("hero").images.sources!,
    ]);
    expect(merged.images.fallback).toEqual(imageData("hero").images.fallback);
    expect([merged.width, merged.height, merged.backgroundColor]).toEqual([720, 560, "#e8eeff"]);
  });

  it("keeps of the dark files those at least the display width", () => {
    const dark = imageData("dark");
    dark.images.sources = [{ type: "image/avif", srcSet: "/a/360.avif 360w,\n/a/720.avif 720w,\n/a/1440.avif 1440w", sizes: "100vw" }];
    expect(withDarkSources(imageData("hero"), dark).images.sources![0].srcSet).toBe("/a/720.avif 720w,\n/a/1440.avif 1440w");
  });

  it("leaves an image without a dark rendering as it is", () => {
    const light = imageData("logo");
    expect(withDarkSources(light, null)).toBe(light);
  });
});
