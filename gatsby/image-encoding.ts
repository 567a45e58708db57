import sharp from "sharp";

/**
 * How the build encodes the site's images (gatsby-plugin-sharp's defaults,
 * and the AVIF encoder's effort), chosen by measurement on the site's 30
 * source images at the 135 sizes the pages use (docs/deploy.md's build section
 * has the table):
 *
 * - AVIF first, then WebP, then the source's own format (PNG: the artwork
 *   has alpha) in the `<img>`. Browsers that decode AVIF (nearly all) fetch
 *   only the AVIF file; the PNG is for a browser that decodes neither.
 * - AVIF at effort 2 instead of sharp's default 4: about 8× faster (12 s
 *   instead of 97 s for every size, on one core). At the same quality a
 *   faster effort writes larger files, so the quality is 68: every page's
 *   AVIF bytes are at most what they were (all together 12% fewer), at a
 *   mean SSIM of 0.995 against the source (0.998 before), no difference to
 *   see side by side at twice the size.
 * - WebP keeps quality 78 and sharp's default effort.
 */
export const IMAGE_DEFAULTS = {
  formats: ["auto", "avif", "webp"],
  placeholder: "dominantColor",
  quality: 78,
  avifOptions: { quality: 68 },
} as const;

/**
 * The widths of a constrained or fixed image's files, as multiples of its
 * display width: gatsby-plugin-image's default set starts at 0.25×, a file
 * no page's slot picks (the smallest slot, a card in a three-column grid, takes
 * the 0.5× file on a 1× screen), which only lengthened every page's srcsets.
 * A query that names its own densities keeps them (gatsby/image-densities.ts applies this).
 */
export const OUTPUT_PIXEL_DENSITIES = [0.5, 1, 2];

/** libaom's effort (0 fastest … 9 slowest) for every AVIF the build writes. */
export const AVIF_EFFORT = 2;

type AvifOptions = Parameters<sharp.Sharp["avif"]>[0];
const MARK = Symbol.for("swc.avif-effort");

/**
 * gatsby-plugin-sharp passes only the quality to sharp's `avif()`, so the
 * encoder would run at sharp's default effort. This sets the site's effort
 * wherever the caller gives none; a caller that names one keeps it. Idempotent
 * (Gatsby loads its config more than once in a process).
 */
export function setSiteAvifEffort(library: typeof sharp = sharp): void {
  const prototype = library.prototype as sharp.Sharp & { [MARK]?: true };
  if (prototype[MARK]) return;
  const avif = prototype.avif;
  prototype.avif = function avifWithSiteEffort(this: sharp.Sharp, options?: AvifOptions) {
    return avif.call(this, { effort: AVIF_EFFORT, ...options });
  };
  prototype[MARK] = true;
}
