import React from "react";
import { graphql, Link } from "gatsby";
import { Icon } from "../ui/Icon";
import { LearnMore } from "../ui/LearnMore";
import { SectionHeading } from "../ui/SectionHeading";
import { useSiteData } from "../../lib/use-site-data";
import { trackingAttributes, type ServiceType } from "../../lib/analytics";

/** `type` is marketing or product when the card is a service; other cards (workshops, articles) have none. */
export type RelatedCard = Omit<Queries.RelatedServiceCard, "type"> & Partial<Pick<Queries.RelatedServiceCard, "type">>;

function serviceTypeOf(card: RelatedCard): ServiceType | null {
  return card.type === "marketing" || card.type === "product" ? card.type : null;
}

export function RelatedCards({ title, items }: { title: string; items: readonly RelatedCard[] }) {
  const { cardLabels } = useSiteData().site;
  return (
    <section className="lazy-render bg-white">
      <div className="container-page py-20">
        <SectionHeading title={title} />
        <ul className="card-grid md:[--grid-cols:3]">
          {items.map((item, index) => {
            const serviceType = serviceTypeOf(item);
            return (
              <li key={item.link} className="fade-in" style={{ "--fade-delay": `${index * 100}ms` } as React.CSSProperties}>
                <Link
                  to={item.link}
                  className="card group flex h-full flex-col p-7 transition-shadow hover:shadow-lift"
                  data-service-type={serviceType ?? undefined}
                  {...(serviceType
                    ? trackingAttributes({
                        event_name: "service_clicked",
                        event_detail: serviceType,
                        event_text: item.title,
                        component_name: "Related Services",
                      })
                    : {})}
                >
                  <span className="mb-5 grid h-12 w-12 place-items-center rounded-xl bg-paper-tint text-brand">
                    <Icon name={item.icon} />
                  </span>
                  <h3 className="text-h3 group-hover:text-brand">{item.title}</h3>
                  <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{item.description}</p>
                  <LearnMore label={cardLabels.learnMore} className="mt-6" />
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export const query = graphql`
  fragment RelatedBlockContent on RelatedBlock {
    title
    items {
      icon
      title
      description
      link
      type
    }
  }
`;
