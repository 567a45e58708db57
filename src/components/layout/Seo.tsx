import React from "react";
import type { HeadProps } from "gatsby";
import { useSiteData } from "../../lib/use-site-data";
import textFontUrl from "@fontsource-variable/assistant/files/assistant-latin-wght-normal.woff2";
import { absoluteUrl, breadcrumbJsonLd, breadcrumbs, ogImagePath, serializeJsonLd, serviceJsonLd, type JsonLd } from "../../lib/seo";

export interface SeoProps {
  /** page title; the home page passes none and gets the site's default title */
  title?: string;
  description?: string;
  /** path of the page, for the canonical URL */
  path: string;
  noindex?: boolean;
  /** extra schema.org objects (Article, Event, Service …) */
  jsonLd?: JsonLd[];
  /** og:type; "article" for insights */
  type?: "website" | "article";
  /**
   * The page's largest paint on a phone is text: its font file is preloaded,
   * so an optional face is there for the first paint. Pages whose largest
   * paint is an image leave the font to load after it (performance.spec
   * checks each template's largest paint against this).
   */
  largestPaintIsText?: boolean;
  children?: React.ReactNode;
}

/**
 * Rendered from each page's `Head` export: title, description, canonical,
 * social cards, breadcrumb and page JSON-LD. Tags that are the same on every
 * page (Organization JSON-LD, favicon, feed link, card size …) are written
 * by the server render alone: src/components/layout/site-head.tsx.
 */
export function Seo({ title, description, path, noindex, jsonLd = [], type = "website", largestPaintIsText = false, children }: SeoProps) {
  const { site } = useSiteData();
  const fullTitle = title ? site.titleTemplate.replace("%s", title) : site.defaultTitle;
  const metaDescription = description ?? site.defaultDescription;
  const canonical = absoluteUrl(site.siteUrl, path);
  const image = absoluteUrl(site.siteUrl, ogImagePath(path));
  const crumbs = title ? breadcrumbs(path, title) : [];
  const structured = [...(crumbs.length ? [breadcrumbJsonLd(site.siteUrl, crumbs)] : []), ...jsonLd];
  return (
    <>
      <html lang="en" />
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <link rel="canonical" href={canonical} />
      {largestPaintIsText ? <link rel="preload" href={textFontUrl} as="font" type="font/woff2" crossOrigin="anonymous" /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={metaDescription} />
      <meta name="twitter:image" content={image} />
      {structured.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
      {children}
    </>
  );
}

/** What the Head of a page titled by its hero reads: the hero's title and the page's description. */
interface HeroPageSeo {
  metaDescription: string;
  hero: { title: string };
}

interface ServiceSeoProps {
  /** the service's page: its hero's title names the service */
  page: HeroPageSeo;
  path: string;
  /** what schema.org's Service calls the kind of service (a platform's category, or the audience's field) */
  serviceType: string;
  largestPaintIsText?: boolean;
}

/** A service's or a technology's page: its Service JSON-LD beside the tags every page has. */
export function ServiceSeo({ page, path, serviceType, largestPaintIsText }: ServiceSeoProps) {
  const { site } = useSiteData();
  const { title: name } = page.hero;
  const description = page.metaDescription;
  return <Seo title={name} description={description} path={path} largestPaintIsText={largestPaintIsText} jsonLd={[serviceJsonLd(site, { name, description, path, serviceType })]} />;
}

/**
 * The `Head` of a page whose tags come from its content: `pageOf` picks the
 * page's content out of the page query's data (as the page itself reads it),
 * `seoOf` its title, description … ; the path is the page's own.
 */
export function pageHead<Data, Page>(pageOf: (data: Data) => Page, seoOf: (page: Page) => Omit<SeoProps, "path" | "children">) {
  return function Head({ data, location }: HeadProps<Data>) {
    return <Seo {...seoOf(pageOf(data))} path={location.pathname} />;
  };
}

/** The `Head` of a page titled by its hero (/about, /services, /workshops …). */
export function heroPageHead<Data>(pageOf: (data: Data) => HeroPageSeo, { largestPaintIsText = false } = {}) {
  return pageHead(pageOf, (page) => ({ title: page.hero.title, description: page.metaDescription, largestPaintIsText }));
}
