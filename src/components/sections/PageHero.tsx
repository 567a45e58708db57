import React from "react";
import { graphql } from "gatsby";
import { GatsbyImage, getImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { PAGE_HERO_CLASSES as C } from "./page-hero-classes";
import { ExperimentText } from "../experiments/ExperimentText";

interface PageHeroProps {
  eyebrow?: string | null;
  title: string;
  subtitle: string;
  image?: IGatsbyImageData | null;
  imageAlt?: string;
  children?: React.ReactNode;
}

/** Top of every inner page: one h1, a lead paragraph, optional artwork and actions. */
export function PageHero({ eyebrow, title, subtitle, image, imageAlt = "", children }: PageHeroProps) {
  return (
    <section className={C.section} data-track-component="hero">
      <div className={`${C.grid} ${image ? C.withImage : ""}`}>
        <div className={image ? "" : C.textOnly}>
          {eyebrow ? (
            <p className={C.eyebrow}>
              <ExperimentText field="eyebrow">{eyebrow}</ExperimentText>
            </p>
          ) : null}
          <h1 className={C.title} tabIndex={-1}>
            <ExperimentText field="title">{title}</ExperimentText>
          </h1>
          <p className={C.subtitle}>
            <ExperimentText field="subtitle">{subtitle}</ExperimentText>
          </p>
          {children ? <div className={`mt-8 flex flex-wrap gap-3 ${image ? "" : "justify-center"}`}>{children}</div> : null}
        </div>
        {image ? (
          <GatsbyImage image={image} alt={imageAlt} loading="eager" className={C.image} />
        ) : null}
      </div>
    </section>
  );
}

/** PageHero's props from a page's `hero` block (the PageHeroContent fragment); a page may override the eyebrow. */
export function pageHeroProps(hero: Queries.PageHeroContentFragment): Omit<PageHeroProps, "children" | "imageAlt"> {
  const { eyebrow, title, subtitle, image } = hero;
  return { eyebrow, title, subtitle, image: getImage(image?.childImageSharp?.gatsbyImageData ?? null) };
}

/** What a content page's `hero` block queries; templates spread it. */
export const query = graphql`
  fragment PageHeroContent on PageHero {
    eyebrow
    title
    subtitle
    image {
      childImageSharp {
        gatsbyImageData(width: 640, placeholder: DOMINANT_COLOR)
      }
    }
    buttonLabel
    buttonLink
  }
`;
