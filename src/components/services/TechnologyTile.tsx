import React from "react";
import { Link } from "gatsby";
import { Icon } from "../ui/Icon";
import { LearnMore } from "../ui/LearnMore";
import { LogoImage } from "../ui/LogoImage";
import { trackingAttributes, type AnalyticsEvent } from "../../lib/analytics";
import { useSiteData } from "../../lib/use-site-data";
import type { Optional } from "../../lib/optional";

/** A technology page's tile (its `logoSize` is "large" for marks that read small at the default size), linking to the page. */
export type TechnologyTileData = Optional<Pick<Queries.TechnologyTile, "name" | "logoSize">, "logoSize"> & {
  link: string;
  logo?: Queries.LogoFileFragment | null;
};

/** A technology on /services: logo, name, 'Learn More', and a 'Technology' tag on hover or keyboard focus. */
export function TechnologyTile({ name, link, logo, logoSize, tracking }: TechnologyTileData & { tracking?: AnalyticsEvent }) {
  const large = logoSize === "large";
  const { cardLabels } = useSiteData().site;
  return (
    <Link
      to={link}
      {...(tracking ? trackingAttributes(tracking) : {})}
      data-logo-size={large ? "large" : "default"}
      className="card group relative flex h-full items-center gap-5 p-6 transition-[box-shadow,transform] duration-200 hover:-translate-y-1 hover:shadow-lift"
    >
      <span
        data-type-tag
        className="absolute right-4 top-4 rounded-full bg-brand px-2.5 py-1 text-xs font-semibold text-white opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-visible:opacity-100"
      >
        {cardLabels.technologyTag}
      </span>
      <span className="grid h-16 w-16 shrink-0 place-items-center">
        {logo ? (
          <LogoImage
            file={logo}
            alt=""
            width={large ? 64 : 48}
            height={large ? 64 : 48}
            className={large ? "h-16 w-16" : "h-12 w-12"}
          />
        ) : (
          <Icon name="layers" className="text-brand" />
        )}
      </span>
      <div className="flex flex-col">
        <h3 className="text-h3 text-ink">{name}</h3>
        <LearnMore label="Learn More" className="mt-1.5" />
      </div>
    </Link>
  );
}
