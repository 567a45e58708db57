import React from "react";
import { graphql, Link } from "gatsby";
import { Icon } from "../ui/Icon";
import { LearnMore } from "../ui/LearnMore";
import type { ServiceCardData } from "../../lib/service-cards";
import { trackingAttributes, type AnalyticsEvent } from "../../lib/analytics";
import { useSiteData } from "../../lib/use-site-data";

/** Accent colours by audience: the only thing the card type changes. */
const ACCENT = {
  marketing: { bar: "before:bg-marketing", icon: "bg-marketing-light text-marketing", tag: "bg-marketing text-white" },
  product: { bar: "before:bg-product", icon: "bg-product-light text-product", tag: "bg-product text-white" },
} as const;

interface ServiceCardProps extends ServiceCardData {
  /** shows the audience tag ('Marketing' / 'Product') on hover and keyboard focus */
  showTypeTag?: boolean;
  /** the event a click on the card is tracked as */
  tracking?: AnalyticsEvent;
}

/** One service as a card linking to its page: icon, title, description clamped to three lines, 'Learn More'. */
export function ServiceCard({ title, description, icon, link, type, showTypeTag = false, tracking }: ServiceCardProps) {
  const accent = ACCENT[type];
  const { cardLabels } = useSiteData().site;
  return (
    <Link
      to={link}
      {...(tracking ? trackingAttributes(tracking) : {})}
      data-service-type={type}
      // The accent bar along the top edge is the card's ::before: decoration, not an element.
      className={`card group relative flex h-full flex-col overflow-hidden p-7 transition-[box-shadow,transform] duration-200 before:absolute before:inset-x-0 before:top-0 before:h-1 hover:-translate-y-1 hover:shadow-lift ${accent.bar}`}
    >
      {showTypeTag ? (
        <span
          data-type-tag
          className={`absolute right-5 top-5 rounded-full px-2.5 py-1 text-xs font-semibold opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-visible:opacity-100 ${accent.tag}`}
        >
          {type === "product" ? cardLabels.productTag : cardLabels.marketingTag}
        </span>
      ) : null}
      <span className={`mb-5 grid h-12 w-12 place-items-center rounded-xl ${accent.icon}`}>
        <Icon name={icon} />
      </span>
      <h3 className="text-h3 text-ink">{title}</h3>
      <p className="mt-3 line-clamp-3 leading-relaxed text-ink-muted">{description}</p>
      <LearnMore label={cardLabels.learnMore} className="mt-auto pt-6" />
    </Link>
  );
}

/** What a page queries of each service page for its cards (src/lib/service-cards.ts). */
export const query = graphql`
  fragment ServiceCardSource on ServicePage {
    path
    serviceType
    card {
      title
      description
      icon
    }
  }
`;
