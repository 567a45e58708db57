import React from "react";
import { graphql } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";

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
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-light/70 to-white" data-track-component="hero">
      <div className={`container-page grid items-center gap-12 py-16 lg:py-24 ${image ? "lg:grid-cols-[1.1fr_1fr]" : ""}`}>
        <div className={image ? "" : "mx-auto max-w-3xl text-center"}>
          {eyebrow ? <p className="eyebrow mb-4">{eyebrow}</p> : null}
          <h1 className="text-h1 text-ink" tabIndex={-1}>
            {title}
          </h1>
          <p className="mt-6 text-lead text-ink-muted">{subtitle}</p>
          {children ? <div className={`mt-8 flex flex-wrap gap-3 ${image ? "" : "justify-center"}`}>{children}</div> : null}
        </div>
        {image ? (
          <GatsbyImage image={image} alt={imageAlt} loading="eager" className="rounded-3xl shadow-lift" />
        ) : null}
      </div>
    </section>
  );
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
  }
`;
