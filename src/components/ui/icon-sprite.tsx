import React from "react";
import { UI_ICON_PATHS } from "./UiIcon";

/**
 * The site's line-icon set (24×24, stroke = currentColor), by key. Content
 * files name icons by key, so a marketer can pick one without touching code;
 * a key not in this set fails the content tests.
 *
 * The set is not shipped as JavaScript: every page's HTML carries it once as
 * an SVG sprite (IconSprite, added by gatsby-ssr.tsx), and <Icon> draws a
 * reference to it. That keeps about 1.4 KB gzip of path data out of every
 * page's first-load JavaScript.
 */
export const ICON_PATHS = {
  ...UI_ICON_PATHS,
  "arrow-left": "M19 12H5M11 6l-6 6 6 6",
  chart: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  "trending-up": "M3 17l6-6 4 4 8-8M15 7h6v6",
  target: "M12 21a9 9 0 100-18 9 9 0 000 18zM12 16a4 4 0 100-8 4 4 0 000 8zM12 12h.01",
  lock: "M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 017 0v3",
  funnel: "M3 4h18l-7 8.5V19l-4 2v-8.5L3 4z",
  flask: "M9 3h6M10 3v6L4.5 18.5A1.7 1.7 0 006 21h12a1.7 1.7 0 001.5-2.5L14 9V3M7 15h10",
  database: "M12 3c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3",
  layers: "M12 3l9 5-9 5-9-5 9-5zM3 13l9 5 9-5M3 17.5l9 5 9-5",
  gauge: "M4.5 17a8.5 8.5 0 1115 0M12 13l4-5M12 13h.01",
  bell: "M6 16V11a6 6 0 0112 0v5l2 2H4l2-2zM10 21h4",
  code: "M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16",
  users: "M9 11a4 4 0 100-8 4 4 0 000 8zM2 21v-1a6 6 0 0112 0v1M16 3.5a4 4 0 010 7.5M22 21v-1a6 6 0 00-4-5.6",
  sparkles: "M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8L19 16z",
  compass: "M12 21a9 9 0 100-18 9 9 0 000 18zM15.5 8.5l-2 5-5 2 2-5 5-2z",
  globe: "M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z",
  cpu: "M7 7h10v10H7zM10 10h4v4h-4zM10 3v4M14 3v4M10 17v4M14 17v4M3 10h4M3 14h4M17 10h4M17 14h4",
  settings: "M12 15a3 3 0 100-6 3 3 0 000 6zM12 2v3M12 19v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M2 12h3M19 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1",
  puzzle: "M10 4a2 2 0 014 0v2h4v4h-2a2 2 0 000 4h2v4h-4v-2a2 2 0 00-4 0v2H6v-4H4a2 2 0 010-4h2V6h4V4z",
  clock: "M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2",
  calendar: "M4 6h16v15H4zM4 10h16M8 3v4M16 3v4",
  book: "M4 5a2 2 0 012-2h13v16H6a2 2 0 00-2 2V5zM4 19a2 2 0 012-2h13",
  eye: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z",
  zap: "M13 2L4 14h7l-1 8 9-12h-7l1-8z",
  award: "M12 15a6 6 0 100-12 6 6 0 000 12zM8.5 14l-1.5 8 5-3 5 3-1.5-8",
  quote: "M10 7H6a2 2 0 00-2 2v4h5v5H4M20 7h-4a2 2 0 00-2 2v4h5v5h-5",
  rocket: "M5 15c-1 1-1.5 4-1.5 4s3-.5 4-1.5M9 15l-2-2c1.5-5 5.5-9 12-10-1 6.5-5 10.5-10 12zM14.5 9.5h.01",
  megaphone: "M3 10v4h3l7 4V6L6 10H3zM16 8.5a5 5 0 010 7M18.5 6a8.5 8.5 0 010 12",
  "bar-search": "M4 20V12M9 20V8M14 20v-4M17.5 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM20 10l2.5 2.5",
  handshake: "M2 11l4-4 4 2 4-3 4 3 4 2M6 7v6l5 5a1.5 1.5 0 002-2M10 15l2 2M13 12l3 3a1.5 1.5 0 01-2 2",
  graduation: "M2 9l10-5 10 5-10 5L2 9zM6 11v5c2 2 10 2 12 0v-5M22 9v6",
} as const;

export type IconName = keyof typeof ICON_PATHS;

export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];

export function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(ICON_PATHS, name);
}

export const ICON_ID_PREFIX = "icon-";

/** The hidden sprite of every icon, once per page (server-rendered only). */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" style={{ position: "absolute", width: 0, height: 0, overflow: "hidden" }}>
      {ICON_NAMES.map((name) => (
        <symbol key={name} id={`${ICON_ID_PREFIX}${name}`} viewBox="0 0 24 24">
          <path d={ICON_PATHS[name]} />
        </symbol>
      ))}
    </svg>
  );
}
