import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { TermsContents, TermsSections } from "../components/terms/TermsDocument";
import { useSiteData } from "../lib/use-site-data";
import { fillSiteFacts } from "../lib/fill-site-facts";
import { requiredNode } from "../lib/required-node";

/**
 * /gmp-terms-and-conditions, also built at /GMP-terms-and-conditions: a case
 * alias in content/redirects.json (gatsby/redirects.ts, caseAliasPages).
 */
export default function TermsPage({ data }: PageProps<Queries.TermsPageQuery>) {
  const terms = requiredNode(data.termsJson, "termsJson");
  const { site } = useSiteData();
  const fill = (text: string) => fillSiteFacts(text, { legalName: site.legalName, brand: site.brand, email: site.email });
  const [before, after] = fill(terms.contact).split(site.email);
  return (
    <>
      <header className="bg-gradient-to-b from-brand-light/70 to-white">
        <div className="container-page max-w-5xl py-14 lg:py-20">
          <p className="eyebrow">Legal</p>
          <h1 className="mt-4 text-h1" tabIndex={-1}>
            {terms.title}
          </h1>
          <p className="mt-5 max-w-3xl text-lead text-ink-muted">{terms.subtitle}</p>
          <p className="mt-6 text-sm font-medium text-ink-muted">Last updated: {terms.lastUpdated}</p>
        </div>
      </header>
      <div className="container-page grid max-w-5xl gap-12 pb-24 lg:grid-cols-[16rem_1fr]">
        <aside className="lg:sticky lg:top-28 lg:self-start">
          <TermsContents sections={terms.sections} />
        </aside>
        <div>
          <div className="space-y-4 leading-7 text-ink-soft">
            {terms.intro.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph)}</p>
            ))}
          </div>
          <div className="mt-12">
            <TermsSections sections={terms.sections} />
          </div>
          <p className="mt-16 rounded-2xl bg-paper-tint p-6 text-ink-soft">
            {before}
            <a href={`mailto:${site.email}`} className="font-semibold text-brand hover:underline">
              {site.email}
            </a>
            {after}
          </p>
        </div>
      </div>
    </>
  );
}

/** The alias build carries the lower-case path in its context: both addresses name it as canonical. */
export function Head({ data, location, pageContext }: HeadProps<Queries.TermsPageQuery, { canonicalPath?: string }>) {
  const terms = requiredNode(data.termsJson, "termsJson");
  return <Seo title={terms.title} description={terms.metaDescription} path={pageContext.canonicalPath ?? location.pathname} />;
}

export const query = graphql`
  query TermsPage {
    termsJson {
      metaDescription
      title
      subtitle
      lastUpdated
      intro
      sections {
        title
        clauses {
          term
          text
        }
      }
      contact
    }
  }
`;
