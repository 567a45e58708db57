import React from "react";
import { graphql } from "gatsby";

interface LogoImageProps {
  file: Queries.LogoFileFragment | null | undefined;
  /** the accessible name; "" when the logo is decorative (its name is in the text beside it) */
  alt: string;
  width: number;
  height: number;
  className?: string;
  style?: React.CSSProperties;
  /** "left" keeps a wide drawing flush left in its box, like object-position: left */
  align?: "center" | "left";
  /** id of a <symbol> of this file's drawing on the page (LogoSymbols): drawn by reference instead of repeated */
  symbol?: string;
}

/**
 * A logo drawn inline (gatsby/inline-svg.ts explains why), or an <img> of the
 * file when it cannot be inlined. Inline it has the same box, accessible name
 * and scaling as the image would.
 */
export function LogoImage({ file, alt, width, height, className, style, align = "center", symbol }: LogoImageProps) {
  if (!file) return null;
  if (file.inlineSvg) {
    const drawing = symbol ? { children: <use href={`#${symbol}`} /> } : { dangerouslySetInnerHTML: { __html: file.inlineSvg.body } };
    return (
      <svg
        viewBox={file.inlineSvg.viewBox}
        width={width}
        height={height}
        // Centred is SVG's own default (xMidYMid meet): only the left alignment is written.
        preserveAspectRatio={align === "left" ? "xMinYMid meet" : undefined}
        className={className}
        style={style}
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        focusable="false"
        data-logo=""
        {...drawing}
      />
    );
  }
  if (!file.publicURL) return null;
  return (
    <img
      src={file.publicURL}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      className={[className, align === "left" ? "object-contain object-left" : ""].filter(Boolean).join(" ") || undefined}
      style={style}
    />
  );
}

/**
 * A hidden sprite of logo drawings, for a list that shows each logo more than
 * once, or a list below the fold (LogoImage's `symbol` refers to them): each
 * drawing is in the HTML once, and the build moves it into the cached sprite
 * file and draws each reference as a lazy image of it
 * (gatsby/build-output/logo-sprite-file.ts), so the page's own HTML carries a
 * reference instead of the drawing, fetched only as it nears the view.
 * Logos that cannot be inlined are left out (LogoImage draws them as <img>).
 */
export function LogoSymbols({ logos }: { logos: readonly { symbol: string; file: Queries.LogoFileFragment | null | undefined }[] }) {
  return (
    // The build moves the sprite of each built page into one cached file (gatsby/build-output/logo-sprite-file.ts).
    <svg aria-hidden="true" focusable="false" data-logo-sprite="" style={{ position: "absolute", width: 0, height: 0, overflow: "hidden" }}>
      {logos.map(({ symbol, file }) =>
        file?.inlineSvg ? (
          <symbol key={symbol} id={symbol} viewBox={file.inlineSvg.viewBox} dangerouslySetInnerHTML={{ __html: file.inlineSvg.body }} />
        ) : null,
      )}
    </svg>
  );
}

/** The id of a named logo's <symbol> in a list's sprite: `prefix` names the list. */
export function logoSymbolId(prefix: string, name: string): string {
  return `${prefix}-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;
}

export const query = graphql`
  fragment LogoFile on File {
    publicURL
    inlineSvg {
      viewBox
      body
    }
  }
`;
