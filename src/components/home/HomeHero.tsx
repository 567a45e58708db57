import React from "react";
import { Link } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { SolutionsButton } from "./SolutionsButton";
import { ExperimentText } from "../experiments/ExperimentText";
import type { RunningExperiment } from "../../lib/experiments";

/** The HomeHero with its image processed, and the brand's tagline (a site fact). */
export type HomeHeroProps = Omit<Queries.HomeHero, "image"> & {
  tagline: string;
  image?: IGatsbyImageData | null;
  /** the page's running experiments: a test of the title or intro renders every variant's text */
  experiments?: readonly RunningExperiment[];
};

/** Section 1: the page's one h1, the brand tagline and the way into the offer. */
export function HomeHero({ title, tagline, intro, buttonLabel, buttonLink, secondaryLabel, secondaryLink, image, imageAlt, experiments }: HomeHeroProps) {
  return (
    <section aria-labelledby="home-hero-title" className="relative overflow-hidden bg-gradient-to-b from-brand-light/80 via-brand-light/30 to-white">
      <div aria-hidden="true" className="hero-glow pointer-events-none absolute -right-[18rem] -top-[18rem] h-[48rem] w-[48rem]" />
      <div className="container-page relative grid items-center gap-12 pb-16 pt-12 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pb-24 lg:pt-20">
        <div className="text-center lg:text-left">
          <h1 id="home-hero-title" className="text-display text-ink" tabIndex={-1}>
            <ExperimentText experiments={experiments} block="hero" field="title">
              {title}
            </ExperimentText>
          </h1>
          <p className="mt-5 text-2xl font-semibold tracking-tight text-brand">{tagline}</p>
          <p className="mx-auto mt-6 max-w-xl text-lead text-ink-muted lg:mx-0">
            <ExperimentText experiments={experiments} block="hero" field="intro">
              {intro}
            </ExperimentText>
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3 lg:justify-start">
            <SolutionsButton label={buttonLabel} link={buttonLink} componentName="hero" />
            <Link to={secondaryLink} className="btn-secondary" data-contact-link data-track-component="hero">
              {secondaryLabel}
            </Link>
          </div>
        </div>
        {image ? (
          // The artwork is a card with 36 px corners on a 720×560 canvas (content/images/artwork/home-hero.svg):
          // its shadow is a box-shadow on those corners, painted once with the page, where a CSS drop-shadow
          // filter would be run again by the compositor on every frame that redraws the hero.
          <GatsbyImage
            image={image}
            alt={imageAlt}
            loading="eager"
            className="mx-auto w-full max-w-xl rounded-[5%/6.43%] shadow-[0_20px_13px_rgb(0_0_0/0.03),0_8px_5px_rgb(0_0_0/0.08)] lg:max-w-none"
          />
        ) : null}
      </div>
    </section>
  );
}
