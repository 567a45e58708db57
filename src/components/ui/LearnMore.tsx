import React from "react";
import { Icon } from "./Icon";

/**
 * The "Learn More" line at the foot of a card that is itself the link: one
 * style on every card of the site (brand blue, semibold, an arrow that moves
 * on hover). A card's audience or theme shows in its accent bar, icon and
 * chips, never in this line's colour.
 */
export function LearnMore({ label, className = "" }: { label: string; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-semibold text-brand ${className}`.trim()}>
      {`${label} `}
      <Icon name="arrow-right" size={18} className="transition-transform group-hover:translate-x-1" />
    </span>
  );
}
