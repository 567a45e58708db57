/**
 * Badge colours per article category. Colours outside the palette carry their dark-scheme tint (`dark:`). The five categories the site launched
 * with have their own colour; a new category an editor introduces still renders, in
 * the neutral style, until it gets one here.
 */
export const CATEGORY_BADGE_CLASSES: Record<string, string> = {
  Attribution: "bg-brand-light text-brand-dark",
  Privacy: "bg-product-light text-product",
  Analytics: "bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200",
  Strategy: "bg-marketing-light text-marketing",
  Technology: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
};

export const NEUTRAL_BADGE_CLASSES = "bg-paper-tint text-ink-soft";

export function categoryBadgeClasses(category: string): string {
  return CATEGORY_BADGE_CLASSES[category] ?? NEUTRAL_BADGE_CLASSES;
}
