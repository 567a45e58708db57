/** Class names of the top of an inner page (PageHero.tsx), named by part. */
export const PAGE_HERO_CLASSES = {
  section: "relative overflow-hidden bg-gradient-to-b from-brand-light/70 to-white",
  grid: "container-page grid items-center gap-12 py-16 lg:py-24",
  withImage: "lg:grid-cols-[1.1fr_1fr]",
  textOnly: "mx-auto max-w-3xl text-center",
  eyebrow: "eyebrow mb-4",
  title: "text-h1 text-ink",
  subtitle: "mt-6 text-lead text-ink-muted",
  image: "rounded-3xl shadow-lift",
} as const;
