import React from "react";

/**
 * The few icons of the layout shell (header, footer, menus, forms), with the
 * shared SVG frame. Kept apart from the content icon set (Icon.tsx) so the
 * code every page loads does not carry all the content icons.
 */
export const UI_ICON_PATHS = {
  "arrow-right": "M5 12h14M13 6l6 6-6 6",
  "chevron-down": "M6 9l6 6 6-6",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
  check: "M5 12.5l4.5 4.5L19 7",
  shield: "M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z",
  mail: "M3 6h18v12H3zM3 7l9 6 9-6",
  linkedin: "M4 9h3.5v11H4zM5.75 3.5a2 2 0 110 4 2 2 0 010-4zM10 9h3.3v1.6c.5-.9 1.7-1.9 3.6-1.9 3.6 0 4.1 2.3 4.1 5.3V20h-3.5v-5.3c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10z",
  "map-pin": "M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
} as const;

export type UiIconName = keyof typeof UI_ICON_PATHS;

/** 24×24 line icon frame, hidden from assistive technology; its stroke settings are the `.icon` rule (global.css). */
export const ICON_SVG_PROPS = {
  viewBox: "0 0 24 24",
  "aria-hidden": true,
  focusable: false,
} as const;

/** The frame's class and the caller's. */
export const iconClassName = (className?: string) => (className ? `icon ${className}` : "icon");

/** An icon's SVG attributes: its size in px (24 by default), the caller's class and any other attribute. */
export interface IconFrameProps extends React.SVGProps<SVGSVGElement> {
  size?: number;
}

/** The SVG element both icon sets draw in; `children` is the drawing. */
export function IconFrame({ size = 24, className, children, ...rest }: IconFrameProps) {
  return (
    <svg width={size} height={size} {...ICON_SVG_PROPS} className={iconClassName(className)} {...rest}>
      {children}
    </svg>
  );
}

export function UiIcon({ name, ...frame }: IconFrameProps & { name: UiIconName }) {
  return (
    <IconFrame {...frame}>
      <path d={UI_ICON_PATHS[name]} />
    </IconFrame>
  );
}
