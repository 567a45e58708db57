import React from "react";
import { useSiteData } from "../../lib/use-site-data";

export interface SeoProps {
  /** page title; the home page passes none and gets the site's default title */
  title?: string;
  description?: string;
  /** path of the page, for the canonical URL */
  path: string;
  noindex?: boolean;
  children?: React.ReactNode;
}

/** Rendered from each page's `Head` export. */
export function Seo({ title, description, path, noindex, children }: SeoProps) {
  const { site } = useSiteData();
  const fullTitle = title ? site.titleTemplate.replace("%s", title) : site.defaultTitle;
  const metaDescription = description ?? site.defaultDescription;
  const canonical = `${site.siteUrl.replace(/\/$/, "")}${path === "/" ? "" : path}`;
  return (
    <>
      <html lang="en" />
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <link rel="canonical" href={canonical} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="theme-color" content="#2346d6" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {children}
    </>
  );
}
