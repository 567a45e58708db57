import React from "react";
import { ICON_SVG_PROPS, iconClassName } from "./UiIcon";

/** Must match ICON_ID_PREFIX in icon-sprite.tsx (kept apart so this file carries no path data). */
const SPRITE_PREFIX = "#icon-";

interface IconProps extends React.SVGProps<SVGSVGElement> {
  /** A key of ICON_PATHS (icon-sprite.tsx); content tests reject unknown keys. */
  name: string;
  size?: number;
}

/** A line icon from the page's sprite (icon-sprite.tsx). */
export function Icon({ name, size = 24, className, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} {...ICON_SVG_PROPS} className={iconClassName(className)} {...rest}>
      <use href={`${SPRITE_PREFIX}${name}`} />
    </svg>
  );
}
