import React from "react";

/** id of the wordmark's drawing in the header, which a second wordmark on the page (the footer's) reuses. */
export const LOGO_DRAWING_ID = "swc-logo";

/**
 * The SWC wordmark: original artwork, a dial mark and the letters S, W and C
 * drawn as strokes in the dial's weight. Drawn, not set as SVG text, so it looks
 * the same on every device and before or after the web font arrives, and the
 * first layout of every page has no font to match for it (on a cold page that
 * lookup is a round trip to the browser's font service).
 *
 * `reuse` draws it with a reference to the drawing of the wordmark earlier in
 * the page (the header's) instead of a second copy: the footer is too far down
 * the HTML for gzip to find the first copy, so the copy cost every page about
 * 160 bytes compressed. Its strokes in `currentColor` take the reusing
 * element's colour.
 */
export function Logo({ className, label = "SWC", reuse = false }: { className?: string; label?: string; reuse?: boolean }) {
  return (
    <svg viewBox="0 0 112 32" role="img" aria-label={label} className={className} height={32} width={112}>
      {reuse ? (
        <use href={`#${LOGO_DRAWING_ID}`} />
      ) : (
        <g id={LOGO_DRAWING_ID}>
          <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M16 16 L24 9" stroke="#2346d6" strokeWidth="3" strokeLinecap="round" />
          <circle cx="16" cy="16" r="3" fill="#2346d6" />
          <path
            d="M47.5 11.2A4.5 4 0 1 0 43 16A4.5 4 0 1 1 38.5 20.8M53 8.5L57 23.5L62 12L67 23.5L71 8.5M88.66 10.34A8 8 0 1 0 88.66 21.66"
            fill="none"
            stroke="currentColor"
            strokeWidth="3.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      )}
    </svg>
  );
}
