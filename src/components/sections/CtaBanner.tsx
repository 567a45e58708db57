import React from "react";
import { graphql, Link } from "gatsby";
import { Icon } from "../ui/Icon";
import { ExperimentText } from "../experiments/ExperimentText";

/** A CallToAction; its second, quieter action (e.g. 'Learn About Our Team') is optional. */
export type CtaBannerProps = Pick<Queries.CallToAction, "title" | "text" | "buttonLabel" | "buttonLink"> &
  Partial<Pick<Queries.CallToAction, "secondaryLabel" | "secondaryLink">> & { id?: string };

const contactLink = (link: string) => (link === "/contact" ? "" : undefined);

/** A button to a page of the site, or to a section of this page ("#form"): a plain link, which Gatsby's Link is not for. */
export function ButtonLink({ to, className, children, ...rest }: { to: string; className: string; children: React.ReactNode } & Record<`data-${string}`, string | undefined>) {
  return to.startsWith("#") ? (
    <a href={to} className={className} {...rest}>
      {children}
    </a>
  ) : (
    <Link to={to} className={className} {...rest}>
      {children}
    </Link>
  );
}

/** Closing call to action on every page: leads to the contact form. */
export function CtaBanner({ title, text, buttonLabel, buttonLink, secondaryLabel, secondaryLink, id }: CtaBannerProps) {
  return (
    <section id={id} className="lazy-render bg-white">
      <div className="container-page pb-20">
        <div className="scheme-light rounded-3xl bg-gradient-to-br from-brand-dark to-brand px-6 py-14 text-center text-white sm:px-16">
          <h2 className="text-h2">
            <ExperimentText field="title">{title}</ExperimentText>
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lead text-white/85">
            <ExperimentText field="text">{text}</ExperimentText>
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ButtonLink to={buttonLink} className="btn-inverse" data-contact-link={contactLink(buttonLink)} data-track-component="cta">
              {buttonLabel}
              <Icon name="arrow-right" size={18} />
            </ButtonLink>
            {secondaryLabel && secondaryLink ? (
              <Link
                to={secondaryLink}
                className="btn border border-white/50 text-white hover:bg-white/10"
                data-contact-link={contactLink(secondaryLink)}
                data-track-component="cta"
              >
                {secondaryLabel}
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}

export const query = graphql`
  fragment CallToActionContent on CallToAction {
    title
    text
    buttonLabel
    buttonLink
    secondaryLabel
    secondaryLink
  }
`;
