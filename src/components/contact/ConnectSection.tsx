import React from "react";
import { graphql } from "gatsby";
import { LeadFormIsland, type LeadFormVariant } from "../forms/LeadFormIsland";
import { ContactInfoCard } from "./ContactInfoCard";
import { NumbersCard } from "./NumbersCard";
import { useSiteData } from "../../lib/use-site-data";
import { replyPromiseText } from "../forms/ReplyPromise";

export const CONNECT_ANCHOR = "contact-form";

interface ConnectSectionProps {
  /** h1 on /contact, where this is the page; h2 on /about, below the values */
  headingLevel: "h1" | "h2";
  title: string;
  tagline: string;
  variant: Extract<LeadFormVariant, "contact" | "about">;
  /** shared texts from content/contact.json (fragment ConnectSectionContent) */
  content: Queries.ConnectSectionContentFragment;
  stats: ReadonlyArray<{ value: string; label: string }>;
}

/**
 * The Let's Connect area of /contact and /about: the 'Get in Touch' form on
 * the left, Contact Information and By the Numbers on the right.
 */
export function ConnectSection({ headingLevel: Heading, title, tagline, variant, content, stats }: ConnectSectionProps) {
  const { site } = useSiteData();
  // the blocks inside sit one level below the section's own heading
  const Sub = Heading === "h1" ? "h2" : "h3";
  return (
    <section id={CONNECT_ANCHOR} aria-labelledby="connect-title" className="bg-gradient-to-b from-brand-light/70 to-white">
      <div className="container-page py-16 lg:py-24">
        <div className="mx-auto max-w-3xl text-center">
          <Heading id="connect-title" className={Heading === "h1" ? "text-h1" : "text-h2"} tabIndex={Heading === "h1" ? -1 : undefined}>
            {title}
          </Heading>
          <p className="mt-5 text-lead text-ink-muted">{tagline}</p>
        </div>
        <div className="mt-12 grid gap-8 lg:grid-cols-[1.5fr_1fr]">
          <div className="card p-7 sm:p-10">
            <Sub className="text-h2">{content.form.title}</Sub>
            <p className="mt-3 text-ink-muted">
              {content.form.intro} {replyPromiseText(site)}
            </p>
            <div className="mt-8">
              <LeadFormIsland variant={variant} />
            </div>
          </div>
          <div className="flex flex-col gap-8">
            <ContactInfoCard
              title={content.contactCardTitle}
              copy={content}
              headingLevel={Sub}
              email={site.email}
              linkedinUrl={site.linkedinUrl}
              brand={site.brand}
              address={site.address}
            />
            <NumbersCard title={content.numbersCardTitle} stats={stats} headingLevel={Sub} />
          </div>
        </div>
      </div>
    </section>
  );
}

export const query = graphql`
  fragment ConnectSectionContent on ContactJson {
    form {
      title
      intro
    }
    contactCardTitle
    numbersCardTitle
    officeLabel
    emailLabel
    linkedinLabel
    linkedinLinkText
    newTabNote
  }
`;
