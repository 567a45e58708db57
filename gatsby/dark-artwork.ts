import path from "node:path";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { OUTPUT_PIXEL_DENSITIES } from "./image-encoding";

/**
 * Artwork with a dark rendering: content/images/<name>.png has its drawing in
 * the dark scheme's colours at content/images/dark/<name>.png (both rendered
 * by `npm run artwork`). Every `gatsbyImageData` of such an image carries the
 * dark file's sources first, each for `(prefers-color-scheme: dark)`, so the
 * <picture> a page already renders (src/components/ui/gatsby-image.tsx) shows
 * the dark drawing to a visitor whose system asks for dark: the browser picks
 * it before the first paint, in the same box (same size), with no script.
 * Queries and components stay as they are.
 */
export const DARK_FOLDER = "dark";
export const DARK_SCHEME = "(prefers-color-scheme: dark)";

/** Where a file's dark rendering lives: images/home-hero.png → images/dark/home-hero.png. */
export function darkPathOf(relativePath: string): string {
  return path.posix.join(path.posix.dirname(relativePath), DARK_FOLDER, path.posix.basename(relativePath));
}

export function isDarkRendering(relativePath: string): boolean {
  return path.posix.basename(path.posix.dirname(relativePath)) === DARK_FOLDER;
}

/**
 * The light image with the dark one's sources ahead of its own (a browser
 * takes the first <source> whose media and type match). The dark file has the
 * drawing's size, so the box is the light image's either way. What the page's
 * HTML can afford (home's is near its budget): only the AVIF sources, which
 * nearly every browser that follows a dark system setting decodes (one that
 * does not shows the light drawing), and of their files only those at least
 * the display width (1× and 2×), which are what phones and most screens take.
 */
export function withDarkSources(light: IGatsbyImageData, dark: IGatsbyImageData | null | undefined): IGatsbyImageData {
  const darkSources = (dark?.images.sources ?? [])
    .filter((source) => source.type === "image/avif")
    .map((source) => ({ ...source, srcSet: atLeastDisplayWidth(source.srcSet, light), media: DARK_SCHEME }));
  if (!darkSources.length) return light;
  return { ...light, images: { ...light.images, sources: [...darkSources, ...(light.images.sources ?? [])] } };
}

/** The candidates of a `w` srcset at least as wide as the image is displayed (a full-width image keeps all). */
function atLeastDisplayWidth(srcSet: string, { layout, width }: IGatsbyImageData): string {
  if (layout === "fullWidth") return srcSet;
  const candidates = srcSet.split(",").map((candidate) => candidate.trim());
  const wide = candidates.filter((candidate) => Number(/\s(\d+)w$/.exec(candidate)?.[1] ?? Infinity) >= Math.floor(width));
  return (wide.length ? wide : candidates).join(",\n");
}

interface FileNode {
  id: string;
  relativePath?: string;
  sourceInstanceName?: string;
  children?: string[];
}
interface NodeModel {
  getNodeById(args: { id: string; type?: string }): (FileNode & { internal: { type: string } }) | null;
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<FileNode | null>;
}
type Resolver = (source: unknown, args: Record<string, unknown>, context: { nodeModel: NodeModel }, info: { originalResolver: Resolver }) => Promise<IGatsbyImageData | null>;

/** `ImageSharp.gatsbyImageData` with the site's pixel densities (image-encoding.ts) and, for an image with a dark rendering, its dark sources (withDarkSources). */
export const darkArtworkResolvers = {
  ImageSharp: {
    gatsbyImageData: {
      async resolve(source: { parent?: string }, queryArgs: Record<string, unknown>, context: { nodeModel: NodeModel }, info: { originalResolver: Resolver }) {
        const args = { outputPixelDensities: OUTPUT_PIXEL_DENSITIES, ...queryArgs };
        const light = await info.originalResolver(source, args, context, info);
        const file = source.parent ? context.nodeModel.getNodeById({ id: source.parent, type: "File" }) : null;
        if (!light || !file?.relativePath || isDarkRendering(file.relativePath)) return light;
        const darkFile = await context.nodeModel.findOne({
          type: "File",
          query: { filter: { relativePath: { eq: darkPathOf(file.relativePath) }, sourceInstanceName: { eq: file.sourceInstanceName } } },
        });
        const darkImage = (darkFile?.children ?? []).map((id) => context.nodeModel.getNodeById({ id })).find((node) => node?.internal.type === "ImageSharp");
        if (!darkImage) return light;
        return withDarkSources(light, await info.originalResolver(darkImage, args, context, info));
      },
    },
  },
};
