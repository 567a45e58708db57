/**
 * An entry's image in the preview, handed to the site's components through
 * the prop they already take (gatsby-plugin-image's image data). At build time
 * that data comes from sharp; in the CMS there is only the image's address,
 * so the data describes that one file at its own size, learnt once it loads.
 */
import { useEffect, useState } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

/** Image data for one plain image file of `width` × `height` pixels (no other sizes or formats). */
export function plainImageData(src: string, width: number, height: number): IGatsbyImageData {
  return { layout: "constrained", width, height, images: { fallback: { src } } };
}

/** The images at `sources` as image data, each once its size is known; undefined for one not loaded (yet), absent or failed. */
export function usePreviewImages(sources: readonly (string | undefined)[]): (IGatsbyImageData | undefined)[] {
  const [loaded, setLoaded] = useState<Record<string, IGatsbyImageData>>({});
  const key = sources.join("\n");
  useEffect(() => {
    let current = true;
    for (const src of new Set(sources)) {
      if (!src) continue;
      const probe = new Image();
      probe.onload = () => {
        if (current && probe.naturalWidth > 0) setLoaded((known) => ({ ...known, [src]: plainImageData(src, probe.naturalWidth, probe.naturalHeight) }));
      };
      probe.src = src;
    }
    return () => {
      current = false;
    };
    // the sources' addresses, not the array's identity, decide what to load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return sources.map((src) => (src ? loaded[src] : undefined));
}

/** The image at `src` as image data once its size is known; undefined before, or when there is none or it fails to load. */
export function usePreviewImage(src: string | undefined): IGatsbyImageData | undefined {
  return usePreviewImages([src])[0];
}
