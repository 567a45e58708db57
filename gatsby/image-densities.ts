import { OUTPUT_PIXEL_DENSITIES } from "./image-encoding";

type Resolver = (source: unknown, args: Record<string, unknown>, context: unknown, info: unknown) => unknown;

/**
 * `ImageSharp.gatsbyImageData` with the site's pixel densities
 * (OUTPUT_PIXEL_DENSITIES) for every query that names none: gatsby-plugin-sharp
 * takes no default for them in its options, so they are set where the field resolves.
 */
export const imageDensityResolvers = {
  ImageSharp: {
    gatsbyImageData: {
      resolve(source: unknown, queryArgs: Record<string, unknown>, context: unknown, info: { originalResolver: Resolver }) {
        return info.originalResolver(source, withSiteDensities(queryArgs), context, info);
      },
    },
  },
};

/** A query's arguments, with the site's densities unless it names its own. */
export function withSiteDensities(queryArgs: Record<string, unknown>): Record<string, unknown> {
  return { outputPixelDensities: OUTPUT_PIXEL_DENSITIES, ...queryArgs };
}
