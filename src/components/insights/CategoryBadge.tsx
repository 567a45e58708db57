import React from "react";
import { categoryBadgeClasses } from "./categories";

export function CategoryBadge({ category, className = "" }: { category: string; className?: string }) {
  return (
    <span className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wider ${categoryBadgeClasses(category)} ${className}`}>
      {category}
    </span>
  );
}
