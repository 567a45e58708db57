/**
 * What the site's components import from "gatsby", inside the CMS (the admin
 * bundle resolves "gatsby" here: gatsby/cms/admin-bundle.ts). There is no
 * Gatsby runtime in the admin: a Link is a plain anchor, a GraphQL fragment is
 * inert, and the static queries (the site facts and navigation of
 * src/lib/use-site-data.ts, the lead forms' texts) answer with their content
 * files as built, checked against the types Gatsby generates for those
 * queries (src/gatsby-types.d.ts).
 */
import React from "react";
import navigation from "../../content/navigation.json";
import leadForm from "../../content/lead-form.json";
import { siteFacts } from "../lib/site-facts";

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean };

export function Link({ to, activeClassName: _active, partiallyActive: _partially, children, ...rest }: LinkProps) {
  return (
    <a {...rest} href={to}>
      {children}
    </a>
  );
}

/** Fragments and queries are read by Gatsby at build time; here they are nothing. */
export function graphql(..._parts: unknown[]): void {}

/** Every static query of the site's components. */
type StaticQueries = Queries.SiteDataQuery & Queries.LeadFormCopyQuery;

/**
 * A query's answer as its content file stores it: a field the query may
 * answer with null may be absent (components read both alike, `??`).
 */
type AsStored<T> = T extends string | number | boolean | null
  ? T
  : T extends ReadonlyArray<infer Item>
    ? ReadonlyArray<AsStored<Item>>
    : { [K in keyof T as null extends T[K] ? K : never]?: AsStored<T[K]> } & { [K in keyof T as null extends T[K] ? never : K]: AsStored<T[K]> };

/** The content files, checked against the queries' types. */
const ANSWERS: AsStored<StaticQueries> = {
  siteJson: siteFacts,
  navigationJson: navigation,
  site: { siteMetadata: { siteUrl: siteFacts.siteUrl } },
  leadFormJson: leadForm,
};

/** Gatsby's useStaticQuery: the caller names the query's type, one of StaticQueries' parts. */
export function useStaticQuery<Data extends Partial<StaticQueries>>(_query?: unknown): Data {
  return ANSWERS as unknown as Data;
}
