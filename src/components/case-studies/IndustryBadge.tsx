import React from "react";

/**
 * The industry pill: text in the group's colour on a 10% tint of it. Group
 * colours are chosen dark enough for that pairing to pass WCAG AA.
 */
export function IndustryBadge({ industry, color, className = "" }: { industry: string; color: string; className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${className}`}
      style={{ color, backgroundColor: `${color}1a` }}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full" style={{ backgroundColor: color }} />
      {industry}
    </span>
  );
}
