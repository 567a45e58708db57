import React from "react";
import { Link } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { Icon } from "../ui/Icon";
import { StackedText } from "../ui/StackedText";

/** The workshop page's properties with their labels, plus the hero's two actions. */
export type WorkshopHeroData = Omit<Queries.WorkshopHero, "backgroundSrc">;

interface WorkshopHeroProps {
  hero: WorkshopHeroData;
  /** the next session's date, or the to-be-announced text when none is scheduled */
  nextDate: string;
  /** where the primary action leads: the hero's link, or the page's waitlist form when no session is scheduled */
  primaryLink: string;
  background?: IGatsbyImageData | null;
}

/** Dark hero with optional background artwork and the facts as badges. */
export function WorkshopHero({ hero, nextDate, primaryLink, background }: WorkshopHeroProps) {
  const badges = [
    { icon: "calendar", label: hero.nextDateLabel, value: nextDate },
    { icon: "clock", label: hero.durationLabel, value: hero.duration },
    { icon: "users", label: hero.formatLabel, value: hero.format },
    { icon: "map-pin", label: hero.locationLabel, value: hero.location },
  ];
  const isFile = /\.[a-z0-9]+$/i.test(hero.secondaryLink);
  return (
    <section className="scheme-light relative isolate overflow-hidden bg-ink text-white">
      {background ? (
        <GatsbyImage image={background} alt="" loading="eager" className="!absolute inset-0 -z-20 h-full w-full" objectFit="cover" objectPosition="right center" />
      ) : null}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-ink via-ink/90 to-ink/40" />
      <div className="container-page py-16 lg:py-24">
        <div className="max-w-3xl">
          {hero.eyebrow ? <p className="text-sm font-semibold uppercase tracking-[0.14em] text-[#a9bbff]">{hero.eyebrow}</p> : null}
          <h1 className="mt-4 text-h1" tabIndex={-1}>
            {hero.title}
          </h1>
          <p className="mt-6 text-lead text-white/80">{hero.description}</p>
          <ul className="mt-8 grid grid-cols-2 gap-2 sm:gap-3" aria-label={hero.factsLabel}>
            {badges.map((badge) => (
              <li key={badge.label} className="flex items-center gap-3 rounded-2xl bg-white/10 px-3 py-2.5 ring-1 ring-white/15 backdrop-blur sm:px-4 sm:py-3">
                <Icon name={badge.icon} size={20} className="hidden shrink-0 text-[#a9bbff] sm:block" />
                <StackedText first={badge.label} second={badge.value} firstClassName="text-xs font-medium uppercase tracking-wider text-white/70" secondClassName="font-semibold" />
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            {primaryLink.startsWith("#") ? (
              <a href={primaryLink} className="btn-inverse" data-contact-link data-track-component="hero">
                {hero.primaryLabel} <Icon name="arrow-right" size={18} />
              </a>
            ) : (
              <Link to={primaryLink} className="btn-inverse" data-contact-link data-track-component="hero">
                {hero.primaryLabel} <Icon name="arrow-right" size={18} />
              </Link>
            )}
            {isFile ? (
              <a href={hero.secondaryLink} download className="btn border border-white/40 text-white hover:bg-white/10">
                <Icon name="book" size={18} /> {hero.secondaryLabel}
              </a>
            ) : (
              <Link to={hero.secondaryLink} className="btn border border-white/40 text-white hover:bg-white/10">
                {hero.secondaryLabel}
              </Link>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
