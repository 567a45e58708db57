import React from "react";
import { IconFrame, type IconFrameProps } from "./UiIcon";

/** Must match ICON_ID_PREFIX in icon-sprite.tsx (kept apart so this file carries no path data). */
const SPRITE_PREFIX = "#icon-";

interface IconProps extends IconFrameProps {
  /** A key of ICON_PATHS (icon-sprite.tsx); content tests reject unknown keys. */
  name: string;
}

/** A line icon from the page's sprite (icon-sprite.tsx). */
export function Icon({ name, ...frame }: IconProps) {
  return (
    <IconFrame {...frame}>
      <use href={`${SPRITE_PREFIX}${name}`} />
    </IconFrame>
  );
}
