import React from "react";
import type { GatsbyImageProps, IGatsbyImageData, ImageDataLike } from "gatsby-plugin-image";
import { SITE_IMAGE_CSS } from "./site-image-css";

export { SITE_IMAGE_CSS };

/**
 * What `import { GatsbyImage, getImage } from "gatsby-plugin-image"` resolves
 * to in this site's bundles (swapped in by gatsby/webpack.ts).
 *
 * gatsby-plugin-image stays in charge of everything at build time: sharp
 * processing, AVIF/WebP/PNG sizes, the `gatsbyImageData` GraphQL field, the
 * dominant-colour placeholder and its global CSS. Only its React component is
 * replaced, because in the browser it costs more than the site can afford:
 * its runtime plus a "lazy-hydrate" chunk it imports on every mount, which
 * pulls in react-dom/server — together about 25 KB gzip of first-load
 * JavaScript on every page with an image (budget: 80 KB). This
 * component renders the same markup as the plugin's server render (wrapper,
 * sizer, placeholder, <picture> with AVIF/WebP sources, explicit dimensions →
 * no layout shift), identically on server and client, so pages hydrate
 * without work and images need no script to appear. Unlike the plugin it does
 * not fade the image in: it is visible as soon as it paints, which also lets
 * it count for LCP at once.
 */

function isImageData(node: unknown): node is IGatsbyImageData {
  return Boolean((node as IGatsbyImageData | undefined)?.images?.fallback?.src || (node as IGatsbyImageData | undefined)?.images?.sources?.length);
}

/** Same lookup as the plugin's getImage: image data itself, or the field of a node or File that holds it. */
export function getImage(node: ImageDataLike | null | undefined): IGatsbyImageData | undefined {
  if (!node) return undefined;
  if (isImageData(node)) return node;
  const parent = node as { gatsbyImageData?: IGatsbyImageData; gatsbyImage?: IGatsbyImageData; childImageSharp?: { gatsbyImageData?: IGatsbyImageData } };
  return parent.gatsbyImageData ?? parent.gatsbyImage ?? parent.childImageSharp?.gatsbyImageData;
}

export function getSrc(node: ImageDataLike): string | undefined {
  return getImage(node)?.images?.fallback?.src;
}

export function getSrcSet(node: ImageDataLike): string | undefined {
  return getImage(node)?.images?.fallback?.srcSet;
}

/**
 * The element that gives the wrapper its size before the image loads. The
 * plugin's constrained sizer is an <img> of an empty SVG data URL, for which
 * the browser builds a whole SVG document: about a millisecond of main-thread
 * work per image while the page loads. An empty <canvas> of the same width and
 * height sizes exactly like that image (a replaced element whose natural size
 * is its width and height, shrinking with max-width: 100%) with nothing to
 * load or decode.
 */
function Sizer({ layout, width, height }: Pick<IGatsbyImageData, "layout" | "width" | "height">) {
  if (layout === "fullWidth") return <div aria-hidden style={{ paddingTop: `${(height / width) * 100}%` }} />;
  if (layout !== "constrained") return null;
  const size = intrinsicSize({ layout, width, height });
  return (
    <div style={{ maxWidth: width, display: "block" }}>
      <canvas aria-hidden width={size.width} height={size.height} style={{ maxWidth: "100%", height: "auto", display: "block" }} />
    </div>
  );
}

/**
 * The main image's width and height attributes, which HTML wants as whole
 * numbers: image data can carry fractions (365.00000000000006), and a
 * full-width image is described as 1 wide by 1/aspect-ratio high. Both give
 * the browser the aspect ratio only, so a full-width image is scaled to a
 * 1000-pixel-wide box first.
 */
export function intrinsicSize({ layout, width, height }: Pick<IGatsbyImageData, "layout" | "width" | "height">): { width: number; height: number } {
  const scale = layout === "fullWidth" ? 1000 / width : 1;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * An eager image is one of the first view (a hero, an article's picture),
 * often the page's largest paint: asked for at high priority, ahead of the
 * images the browser would otherwise weigh it against. React 18 knows no
 * `fetchPriority` prop, so the attribute goes through in its HTML spelling.
 */
export function firstViewPriority(loading: GatsbyImageProps["loading"]): Record<string, string> {
  return loading === "eager" ? { fetchpriority: "high" } : {};
}

const DEFAULT_FIT = { objectFit: "cover", objectPosition: "50% 50%" } as const;

/**
 * Event props of the plugin's component (onLoad, onError, onStartLoad) are not
 * supported: nothing on the site uses them, and they would need a script.
 */
export function GatsbyImage({
  image,
  alt,
  as = "div",
  className,
  style,
  imgClassName,
  imgStyle,
  backgroundColor,
  objectFit = "cover",
  objectPosition = "50% 50%",
  loading = "lazy",
  sizes: sizesOverride,
  onLoad: _onLoad,
  onError: _onError,
  onStartLoad: _onStartLoad,
  ...rest
}: GatsbyImageProps) {
  if (!image) return null;
  const { width, height, layout, images, placeholder } = image;
  // The plugin's `sizes` assumes the image spans the viewport up to its own
  // width; a component that knows better (padding, columns) says so, and the
  // browser picks the file for the width actually drawn.
  const sizes = sizesOverride ?? images.fallback?.sizes;
  // Behind AVIF and WebP <source>s the <img> is only the fallback of a browser
  // that reads neither: its own set of widths would never be chosen, so it
  // keeps the one file it names (12 such sets were 0.5 KB gzip of home's HTML).
  const fallbackChoice = images.sources?.length ? {} : { sizes, srcSet: images.fallback?.srcSet };
  const wrapperClass = `gatsby-image-wrapper${layout === "constrained" ? " gatsby-image-wrapper-constrained" : ""}${className ? ` ${className}` : ""}`;
  // Only what differs from the stylesheet's defaults goes into the style attribute.
  const fit: React.CSSProperties = {
    ...(objectFit !== DEFAULT_FIT.objectFit ? { objectFit } : {}),
    ...(objectPosition !== DEFAULT_FIT.objectPosition ? { objectPosition } : {}),
  };
  const imageStyle = { ...fit, ...imgStyle };

  return React.createElement(
    as,
    {
      ...rest,
      "data-gatsby-image-wrapper": "",
      className: wrapperClass,
      style: { ...(layout === "fixed" ? { width, height } : {}), ...style, backgroundColor },
    },
    <Sizer layout={layout} width={width} height={height} />,
    // The wait colour (or blurred preview). The page runtime hides it when the
    // image has loaded (plugins/gatsby-plugin-swc-delivery/page-runtime/image-placeholders.ts), so it never
    // shows through transparent parts of artwork.
    <div
      aria-hidden
      data-placeholder-image=""
      style={{
        backgroundColor: image.backgroundColor,
        ...(placeholder?.fallback ? { backgroundImage: `url("${placeholder.fallback}")`, backgroundSize: "cover" } : {}),
      }}
    />,
    <picture>
      {(images.sources ?? []).map(({ media, srcSet, type, sizes: sourceSizes }) => (
        <source key={`${media}-${type}-${srcSet}`} type={type} media={media} srcSet={srcSet} sizes={sizesOverride ?? sourceSizes ?? sizes} />
      ))}
      <img
        data-main-image=""
        className={imgClassName}
        // The plugin's stylesheet hid [data-main-image] until a script faded it
        // in; SITE_IMAGE_CSS does not: it is visible as soon as it paints.
        style={Object.keys(imageStyle).length ? imageStyle : undefined}
        {...intrinsicSize(image)}
        {...fallbackChoice}
        decoding="async"
        loading={loading}
        {...firstViewPriority(loading)}
        src={images.fallback?.src}
        alt={alt}
      />
    </picture>,
  );
}

/** React key of gatsby-plugin-image's inline head script (its gatsby-ssr), which fades images in on load. */
export const PLUGIN_IMAGE_SCRIPT_KEY = "gatsby-image-style-script";
/** React key of gatsby-plugin-image's inline head stylesheet. */
export const PLUGIN_IMAGE_STYLE_KEY = "gatsby-image-style";

/** Head components with SITE_IMAGE_CSS in place of gatsby-plugin-image's stylesheet. */
export function withSiteImageStyle(components: readonly React.ReactNode[]): React.ReactNode[] {
  return components.map((component) =>
    React.isValidElement(component) && component.key === PLUGIN_IMAGE_STYLE_KEY ? <style key={PLUGIN_IMAGE_STYLE_KEY} dangerouslySetInnerHTML={{ __html: SITE_IMAGE_CSS }} /> : component,
  );
}

/**
 * Head components without gatsby-plugin-image's inline fade-in script: this
 * component paints its image visible at once, and the page runtime hides the
 * placeholder once the image has loaded (plugins/gatsby-plugin-swc-delivery/page-runtime/image-placeholders.ts),
 * so the plugin's script would only be JavaScript every page parses for nothing.
 */
export function withoutPluginImageScript(components: readonly React.ReactNode[]): React.ReactNode[] {
  return components.filter((component) => !(React.isValidElement(component) && component.key === PLUGIN_IMAGE_SCRIPT_KEY));
}
