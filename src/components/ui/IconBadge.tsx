import React from "react";
import { Icon } from "./Icon";

interface IconBadgeProps {
  /** a key of the icon sprite (icon-sprite.tsx) */
  name: string;
  /** the icon's size in px (the Icon default when left out) */
  size?: number;
  /** the badge's box, e.g. "h-12 w-12" */
  box: string;
  /** its corners and colours, e.g. "rounded-2xl bg-brand-light text-brand" */
  look: string;
  /** where it sits in its row, e.g. "mt-0.5" */
  place?: string;
}

/** A line icon centred in a tinted square or circle that never shrinks in a flex row (feature cards, contact rows, lists). */
export function IconBadge({ name, size, box, look, place }: IconBadgeProps) {
  return (
    <span className={`${place ? `${place} ` : ""}grid ${box} shrink-0 place-items-center ${look}`}>
      <Icon name={name} size={size} />
    </span>
  );
}
