/**
 * What the site's components import from "gatsby", inside the CMS (the admin
 * bundle resolves "gatsby" here: gatsby/cms/admin-bundle.ts). There is no
 * Gatsby runtime in the admin: a Link is a plain anchor, a GraphQL fragment is
 * inert, and the static queries (the site facts and navigation of
 * src/lib/use-site-data.ts, the lead forms' texts) answer with their content
 * files as built.
 */
import React from "react";
import site from "../../content/site.json";
import navigation from "../../content/navigation.json";
import leadForm from "../../content/lead-form.json";

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

export function useStaticQuery(): { siteJson: typeof site; navigationJson: typeof navigation; leadFormJson: typeof leadForm } {
  return { siteJson: site, navigationJson: navigation, leadFormJson: leadForm };
}
