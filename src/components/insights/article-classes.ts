/**
 * Class names of an insight article's parts, shared by the article
 * (InsightArticle.tsx), the category badge cards show too (CategoryBadge.tsx)
 * and a landing page's text block (CampaignBlocks.tsx), so each looks the
 * same wherever it appears.
 */
export const ARTICLE_CLASSES = {
  header: "bg-gradient-to-b from-brand-light/70 to-white",
  headerInner: "container-page max-w-3xl pb-10 pt-12 lg:pt-16",
  badges: "mt-8 flex flex-wrap items-center gap-2",
  badge: "inline-flex rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wider",
  title: "mt-5 text-h1",
  subtitle: "mt-5 text-lead text-ink-muted",
  byline: "mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted",
  author: "font-medium text-ink-soft",
  imageFrame: "container-page max-w-3xl",
  image: "rounded-3xl shadow-card",
  body: "container-page max-w-3xl pb-16 pt-4 lazy-render-blocks",
} as const;
