import React from "react";
import { categoryBadgeClasses } from "./categories";
import { ARTICLE_CLASSES } from "./article-classes";

export function CategoryBadge({ category, className = "" }: { category: string; className?: string }) {
  return (
    <span className={`${ARTICLE_CLASSES.badge} ${categoryBadgeClasses(category)} ${className}`}>
      {category}
    </span>
  );
}

/** "Draft" or "Scheduled": shown only in previews, where unpublished articles are listed. */
export function PublicationBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex rounded-full border border-dashed border-marketing px-3 py-1 text-xs font-semibold uppercase tracking-wider text-marketing" data-publication-badge>
      {label}
    </span>
  );
}
