/**
 * How article Markdown looks: the class names of each element and of the
 * components an author may use (<Callout>, <Figure>). Shared by the page
 * (mdx-components.tsx) and the CMS preview (src/cms/), which has no React of
 * the site's, hence plain strings.
 */
const bodyText = "text-[1.0625rem] leading-8 text-ink-soft";

export const MDX_CLASSES = {
  h2: "mb-4 mt-14 scroll-mt-24 text-h2",
  h3: "mb-3 mt-10 text-h3",
  h4: "mb-2 mt-8 font-semibold text-ink",
  p: `my-5 ${bodyText}`,
  ul: `my-5 list-disc space-y-2 pl-6 marker:text-brand ${bodyText}`,
  ol: `my-5 list-decimal space-y-3 pl-6 marker:font-semibold marker:text-brand ${bodyText}`,
  li: "pl-1",
  a: "font-medium text-brand underline underline-offset-4 hover:text-brand-dark",
  strong: "font-semibold text-ink",
  em: "italic",
  hr: "my-12 border-paper-line",
  code: "rounded bg-paper-tint px-1.5 py-0.5 font-mono text-[0.9em] text-ink",
  blockquote: "my-8 border-l-4 border-paper-line pl-6 italic text-ink-muted",
  tableFrame: "table-scroll mt-10 overflow-x-auto rounded-2xl border border-paper-line",
  tableHint: "mb-10 mt-2 text-sm text-ink-muted sm:hidden",
  table: "w-full min-w-[36rem] border-collapse text-left text-[0.975rem]",
  th: "border-b border-paper-line bg-paper-tint px-4 py-3 font-semibold text-ink",
  td: "border-b border-paper-line px-4 py-3 align-top text-ink-soft",
  img: "my-8 h-auto w-full rounded-2xl",
  callout: "my-10 rounded-2xl border-l-4 border-brand bg-brand-light/60 p-6 sm:p-7",
  calloutTitle: "mb-2 font-semibold text-brand-dark",
  calloutBody: "text-[1.0625rem] leading-8 text-ink-soft [&>p]:m-0",
  figure: "my-10",
  figureImage: "rounded-2xl border border-paper-line",
  figcaption: "mt-3 text-center text-sm leading-6 text-ink-muted",
} as const;
