import React from "react";
import { graphql, Link } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { Icon } from "../ui/Icon";
import { CategoryBadge, PublicationBadge } from "./CategoryBadge";
import { categoryPath, publicationBadge } from "../../lib/insight-publication";
import { ARTICLE_CLASSES as A } from "./article-classes";

export interface InsightArticleProps {
  insight: Queries.InsightArticleFieldsFragment;
  image?: IGatsbyImageData;
  /** the texts every article page shares (content/insights-page.json) */
  copy: Queries.InsightArticleCopyFieldsFragment;
  /** the body as elements instead of bodyHtml (the CMS's preview draws the Markdown being edited) */
  body?: React.ReactNode;
}

/** An insight's page: title and byline, its image, the body (HTML made at build time), and the call to action. */
export function InsightArticle({ insight, image, copy, body }: InsightArticleProps) {
  const badge = publicationBadge(insight.publication);
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
      <aside className="container-page max-w-3xl pb-20">
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
    cta {
      ...CallToActionContent
    }
  }
`;
