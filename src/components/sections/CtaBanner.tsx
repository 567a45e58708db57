import React from "react";
import { graphql, Link } from "gatsby";
import { Icon } from "../ui/Icon";

interface CtaBannerProps {
  title: string;
  text: string;
  buttonLabel: string;
  buttonLink: string;
}

/** Closing call to action on every page: leads to the contact form. */
export function CtaBanner({ title, text, buttonLabel, buttonLink }: CtaBannerProps) {
  return (
    <section className="bg-white">
      <div className="container-page pb-20">
        <div className="rounded-3xl bg-gradient-to-br from-brand-dark to-brand px-8 py-14 text-center text-white sm:px-16">
          <h2 className="text-h2">{title}</h2>
          <p className="mx-auto mt-4 max-w-2xl text-lead text-white/85">{text}</p>
          <Link to={buttonLink} className="btn-inverse mt-8" data-contact-link={buttonLink === "/contact" ? "" : undefined} data-track-component="cta">
            {buttonLabel}
            <Icon name="arrow-right" size={18} />
          </Link>
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
  }
`;
