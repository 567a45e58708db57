import React from "react";
import { graphql, Link } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { Icon } from "../ui/Icon";
import { CategoryBadge, PublicationBadge } from "./CategoryBadge";
import type { InsightCardData } from "./insight-cards";
import { useSiteData } from "../../lib/use-site-data";

/**
 * The width the featured card draws its image at: the page's container
 * (1.25rem padding each side on a phone, 2rem from 640 px), and beside the
 * text from 1024 px, where the 720 px file covers the column. The plugin's
 * own `sizes` (the viewport's width up to 720 px) sent many phones a file twice
 * the width they draw, and tablets one narrower.
 */
const FEATURED_IMAGE_SIZES = "(min-width: 1024px) 720px, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)";

interface InsightCardProps {
  insight: InsightCardData;
  index: number;
  /** the newest published article spans the grid's full width, image beside text */
  featured?: boolean;
  /** the title's heading level: 2 in a listing, 3 under a section's own h2 (an article's related insights) */
  headingLevel?: 2 | 3;
}

/**
 * An article card: artwork, category, title, abstract and 'Read More'. Only a
 * published article (one with a slug) links; the others are announced with
 * the same card, marked as coming soon, and nothing on them is clickable.
 */
export function InsightCard({ insight, index, featured = false, headingLevel = 2 }: InsightCardProps) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const { cardLabels } = useSiteData().site;
  const body = (
    <>
      {/* featured: the image fills its column's full height beside the text */}
      <div className={`relative overflow-hidden bg-paper-tint ${featured ? "lg:min-h-[22rem] lg:w-[55%] lg:shrink-0" : ""}`}>
        {insight.image ? (
          <GatsbyImage
            image={insight.image}
            alt=""
            // the featured card is at the top of the page: its image is the largest paint, fetch it at once
            loading={featured ? "eager" : "lazy"}
            sizes={featured ? FEATURED_IMAGE_SIZES : undefined}
            className={`w-full transition-transform ${featured ? "lg:!absolute lg:inset-0 lg:h-full" : ""} duration-500 group-hover:scale-[1.03] motion-reduce:transition-none`}
          />
        ) : null}
      </div>
      <div className={`flex flex-1 flex-col p-6 ${featured ? "lg:justify-center lg:p-12" : ""}`}>
        <p className="flex flex-wrap items-center gap-2 self-start">
          <CategoryBadge category={insight.category} />
          {insight.badge ? <PublicationBadge label={insight.badge} /> : null}
        </p>
        <Heading className={`mt-4 text-ink ${featured ? "text-h3 lg:text-h2" : "text-h3"} ${insight.href ? "group-hover:text-brand" : ""}`}>
          {insight.title}
        </Heading>
        <div className="mt-3 flex-1">
          <p className={`leading-relaxed text-ink-muted ${featured ? "lg:text-lead" : "line-clamp-3"}`}>{insight.description}</p>
        </div>
        {insight.href ? (
          <span className="mt-6 inline-flex items-center gap-2 font-semibold text-brand">
            {`${cardLabels.readMore} `}
            <Icon name="arrow-right" size={18} className="transition-transform group-hover:translate-x-0.5" />
          </span>
        ) : (
          <span className="mt-6 inline-flex items-center gap-3 font-semibold text-ink-muted" aria-disabled="true">
            {cardLabels.readMore}
            <span className="rounded-full bg-paper-tint px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wider text-ink-muted">
              {cardLabels.comingSoon}
            </span>
          </span>
        )}
      </div>
    </>
  );
  const shared = `card fade-in flex h-full flex-col overflow-hidden ${featured ? "lg:flex-row" : ""}`;
  const style = { "--fade-delay": `${index * 100}ms` } as React.CSSProperties;
  return insight.href ? (
    <Link to={insight.href} className={`${shared} group transition-shadow duration-300 hover:shadow-lift`} style={style} data-insight-card="published">
      {body}
    </Link>
  ) : (
    <article className={shared} style={style} data-insight-card="upcoming">
      {body}
    </article>
  );
}

export const query = graphql`
  fragment InsightCardFields on Insight {
    title
    description
    category
    slug
    publication
    isoDate: date(formatString: "YYYY-MM-DD")
    image {
      childImageSharp {
        gatsbyImageData(width: 720, aspectRatio: 1.7778, layout: CONSTRAINED)
      }
    }
  }
`;
