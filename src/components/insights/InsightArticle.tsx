import React from "react";
import { graphql, Link } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { Icon } from "../ui/Icon";
import { CategoryBadge, PublicationBadge } from "./CategoryBadge";
import { categoryPath, publicationBadge } from "../../lib/insight-publication";
import { ARTICLE_CLASSES as A } from "./article-classes";
import { InsightCard } from "./InsightCard";
import { shareLinks, type InsightCardData } from "./insight-cards";

export interface InsightArticleProps {
  insight: Queries.InsightArticleFieldsFragment;
  image?: IGatsbyImageData;
  /** the texts every article page shares (content/insights-page.json) */
  copy: Queries.InsightArticleCopyFieldsFragment;
  /** the body as elements instead of bodyHtml (the CMS's preview draws the Markdown being edited) */
  body?: React.ReactNode;
  /** the page's absolute address, for the share links (none without it) */
  shareUrl?: string;
  /** the articles it ends with (src/components/insights/insight-cards.ts, relatedInsights) */
  related?: readonly InsightCardData[];
}

/** An insight's page: title and byline, its image, the body (HTML made at build time), and the call to action. */
export function InsightArticle({ insight, image, copy, body, shareUrl, related = [] }: InsightArticleProps) {
  const badge = publicationBadge(insight.publication);
  const share = shareUrl ? shareLinks(shareUrl, insight.title) : null;
  return (
    <article>
      <header className={A.header}>
        <div className={A.headerInner}>
          <Link to="/insights" className="inline-flex items-center gap-2 font-medium text-brand hover:underline">
            <Icon name="arrow-left" size={18} />
            {/* one text node with its space, as a literal would be (no separator comment in the HTML) */}
            {` ${copy.backLabel}`}
          </Link>
          <p className={A.badges}>
            <Link to={categoryPath(insight.category)} className="rounded-full">
              <CategoryBadge category={insight.category} />
            </Link>
            {badge ? <PublicationBadge label={badge} /> : null}
          </p>
          <h1 className={A.title} tabIndex={-1}>
            {insight.title}
          </h1>
          {insight.subtitle ? <p className={A.subtitle}>{insight.subtitle}</p> : null}
          <p className={A.byline}>
            <span className={A.author}>{insight.author}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={insight.isoDate ?? undefined}>{insight.date}</time>
            {insight.readTime ? (
              <>
                <span aria-hidden="true">·</span>
                <span className="inline-flex items-center gap-1">
                  <Icon name="clock" size={15} /> {insight.readTime}
                </span>
              </>
            ) : null}
          </p>
        </div>
      </header>
      {image ? (
        <div className={A.imageFrame}>
          <GatsbyImage image={image} alt="" loading="eager" className={A.image} />
        </div>
      ) : null}
      {/* Rendered at build time (gatsby/article-body.ts): static markup that React inserts and never re-renders. */}
      {body === undefined ? (
        <div className={A.body} data-article-body dangerouslySetInnerHTML={{ __html: insight.bodyHtml }} />
      ) : (
        <div className={A.body} data-article-body>
          {body}
        </div>
      )}
      {share ? (
        <nav aria-labelledby="article-share-title" className="container-page flex max-w-3xl flex-wrap items-center gap-x-5 gap-y-2 pb-12">
          <h2 id="article-share-title" className="text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">
            {copy.shareTitle}
          </h2>
          <a href={share.linkedIn} className="inline-flex items-center gap-2 font-semibold text-brand hover:underline" rel="noopener">
            <Icon name="linkedin" size={18} />
            {copy.shareLinkedInLabel}
          </a>
          <a href={share.email} className="inline-flex items-center gap-2 font-semibold text-brand hover:underline">
            <Icon name="mail" size={18} />
            {copy.shareEmailLabel}
          </a>
        </nav>
      ) : null}
      {related.length ? (
        <section aria-labelledby="article-related-title" className="lazy-render bg-paper-tint py-16">
          <div className="container-page">
            <h2 id="article-related-title" className="text-h2 text-ink">
              {copy.relatedTitle}
            </h2>
            <ul className="card-grid mt-8 [--grid-gap:2rem] md:[--grid-cols:3]">
              {related.map((card, index) => (
                <li key={card.title}>
                  <InsightCard insight={card} index={index} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <aside className="container-page max-w-3xl py-20">
        <div className="scheme-light rounded-3xl bg-gradient-to-br from-brand-dark to-brand p-8 text-center text-white sm:p-10">
          <h2 className="text-h3 sm:text-h2">{copy.cta.title}</h2>
          <p className="mx-auto mt-3 max-w-xl text-white/85">{copy.cta.text}</p>
          <Link to={copy.cta.buttonLink} className="btn-inverse mt-7" data-contact-link data-track-component="cta">
            {`${copy.cta.buttonLabel} `}
          <Icon name="arrow-right" size={18} />
          </Link>
        </div>
      </aside>
    </article>
  );
}


export const query = graphql`
  fragment InsightArticleFields on Insight {
    title
    subtitle
    author
    category
    publication
    readTime
    date(formatString: "MMMM D, YYYY")
    isoDate: date(formatString: "YYYY-MM-DD")
    bodyHtml
  }

  fragment InsightArticleCopyFields on InsightArticleCopy {
    backLabel
    shareTitle
    shareLinkedInLabel
    shareEmailLabel
    relatedTitle
    cta {
      ...CallToActionContent
    }
  }
`;
