import React from "react";
import { Link } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { SectionHeading } from "../ui/SectionHeading";
import { LearnMore } from "../ui/LearnMore";
import { LogoImage, LogoSymbols, logoSymbolId } from "../ui/LogoImage";
import { trackingAttributes } from "../../lib/analytics";
import { useSiteData } from "../../lib/use-site-data";
import type { Optional } from "../../lib/optional";
import { fillPlaceholders } from "../../lib/placeholders";

/** A technology card of 'Our Tech Arsenal', its images processed; without `imageHeight` the frame is 176 px. */
export type TechnologyCardData = Optional<Omit<Queries.TechnologyCard, "logo" | "image">, "logoSize" | "imageHeight" | "link"> & {
  logo?: Queries.LogoFileFragment | null;
  image?: IGatsbyImageData | null;
};

/** Card themes content may name, each with its dark-scheme tint (`dark:`); an unknown one gets the brand theme. */
const THEMES: Record<string, { frame: string; chip: string }> = {
  brand: { frame: "bg-brand-light", chip: "bg-brand-light text-brand-dark" },
  sky: { frame: "bg-sky-50 dark:bg-sky-950", chip: "bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-200" },
  emerald: { frame: "bg-emerald-50 dark:bg-emerald-950", chip: "bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200" },
  violet: { frame: "bg-violet-50 dark:bg-violet-950", chip: "bg-violet-50 text-violet-800 dark:bg-violet-950 dark:text-violet-200" },
};

/** The card's logo in the section's sprite. */
const techLogoSymbol = (card: TechnologyCardData) => logoSymbolId("tech-logo", card.category);

/** `productsLabel` names the card's product list; {category} is the card's. */
function TechnologyCard({ card, productsLabel }: { card: TechnologyCardData; productsLabel: string }) {
  const theme = THEMES[card.theme] ?? THEMES.brand;
  const contain = card.imageFit === "contain";
  const logoPx = card.logoSize === "large" ? 48 : 40;
  const { cardLabels } = useSiteData().site;
  const body = (
    <>
      <div
        className={`flex h-44 shrink-0 items-center justify-center overflow-hidden ${theme.frame} ${contain ? "p-5" : ""}`}
        style={card.imageHeight ? { height: card.imageHeight } : undefined}
      >
        {card.image ? (
          <GatsbyImage image={card.image} alt={card.imageAlt} objectFit={contain ? "contain" : "cover"} className="h-full w-full" />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <LogoImage
          file={card.logo}
          alt=""
          width={logoPx}
          height={logoPx}
          className="mb-4 shrink-0"
          style={{ width: logoPx, height: logoPx }}
          symbol={techLogoSymbol(card)}
        />
        <h3 className="text-h3 text-ink">{card.category}</h3>
        <p className="mt-3 text-ink-muted">{card.subtitle}</p>
        <ul className="mt-5 flex flex-wrap gap-2" aria-label={fillPlaceholders(productsLabel, { category: card.category })}>
          {card.products.map((product) => (
            <li key={product} className={`rounded-full px-3 py-1 text-sm font-medium ${theme.chip}`}>
              {product}
            </li>
          ))}
        </ul>
        {card.link ? (
          <LearnMore label={cardLabels.learnMore} className="mt-auto pt-6" />
        ) : null}
      </div>
    </>
  );
  const className = "card group flex h-full flex-col overflow-hidden";
  if (!card.link) return <div className={className}>{body}</div>;
  return (
    <Link
      to={card.link}
      className={`${className} transition-[box-shadow,transform] duration-200 hover:-translate-y-1 hover:shadow-lift`}
      data-technology-card={card.category}
      {...trackingAttributes({ event_name: "technology_clicked", event_detail: "technology", event_text: card.category, component_name: "Our Tech Arsenal" })}
    >
      {body}
    </Link>
  );
}

/** Section 6, 'Our Tech Arsenal': the platforms SWC licenses and implements. */
export function TechArsenal({ title, intro, productsLabel, cards }: Omit<Queries.HomeTechnologies, "items"> & { cards: readonly TechnologyCardData[] }) {
  return (
    <section aria-labelledby="tech-arsenal-title" className="lazy-render bg-white">
      <div className="container-page py-20 lg:py-24">
        <SectionHeading id="tech-arsenal-title" title={title} intro={intro} />
        <ul className="card-grid sm:[--grid-cols:2] xl:[--grid-cols:4]">
          {cards.map((card) => (
            <li key={card.category}>
              <TechnologyCard card={card} productsLabel={productsLabel} />
            </li>
          ))}
        </ul>
      </div>
      {/* The logos are below the fold: drawn from the cached sprite file, not repeated in the page's HTML. */}
      <LogoSymbols logos={cards.map((card) => ({ symbol: techLogoSymbol(card), file: card.logo }))} />
    </section>
  );
}
