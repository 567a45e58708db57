import React from "react";

/**
 * The industry pill: text in the group's colour on a 10% tint of it. Group
 * colours are chosen dark enough for that pairing to pass WCAG AA; in the dark
 * scheme the text is the colour lightened (.industry-badge in global.css).
 */
export function IndustryBadge({ industry, color, className = "" }: { industry: string; color: string; className?: string }) {
  return (
    <span
      className={`industry-badge inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${className}`}
      style={{ "--industry": color } as React.CSSProperties}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      {industry}
    </span>
  );
}
