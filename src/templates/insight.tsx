import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { MDXProvider } from "@mdx-js/react";
import { Seo } from "../components/layout/Seo";
import { Icon } from "../components/ui/Icon";
import { mdxComponents } from "../components/mdx/mdx-components";

type InsightProps = PageProps<Queries.InsightPageQuery> & { children: React.ReactNode };

export default function InsightTemplate({ data, children }: InsightProps) {
  const insight = data.insight!;
  return (
    <article>
      <header className="bg-gradient-to-b from-brand-light/70 to-white">
        <div className="container-page max-w-3xl py-14 lg:py-20">
          <Link to="/insights" className="inline-flex items-center gap-2 font-medium text-brand hover:underline">
            <Icon name="arrow-left" size={18} /> Back to Insights
          </Link>
          <p className="mt-8">
            <span className="rounded-full bg-brand-light px-3 py-1 text-sm font-semibold text-brand-dark">{insight.category}</span>
          </p>
          <h1 className="mt-5 text-h1" tabIndex={-1}>
            {insight.title}
          </h1>
          {insight.subtitle ? <p className="mt-5 text-lead text-ink-muted">{insight.subtitle}</p> : null}
          <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
            <span>{insight.author}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={insight.isoDate}>{insight.date}</time>
            {insight.readTime ? (
              <>
                <span aria-hidden="true">·</span>
                <span>{insight.readTime}</span>
              </>
            ) : null}
          </p>
        </div>
      </header>
      <div className="container-page max-w-3xl pb-16">
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
      </div>
      <aside className="container-page max-w-3xl pb-20">
        <div className="rounded-3xl bg-paper-tint p-8 text-center">
          <h2 className="text-h3">Want to apply this to your own data?</h2>
          <Link to="/contact" className="btn-primary mt-6" data-contact-link>
            Get Expert Consultation
          </Link>
        </div>
      </aside>
    </article>
  );
}

export function Head({ data, location }: HeadProps<Queries.InsightPageQuery>) {
  const insight = data.insight!;
  return <Seo title={insight.title} description={insight.description} path={location.pathname} />;
}

export const query = graphql`
  query InsightPage($id: String!) {
    insight(id: { eq: $id }) {
      title
      subtitle
      description
      author
      category
      readTime
      date(formatString: "MMMM D, YYYY")
      isoDate: date(formatString: "YYYY-MM-DD")
    }
  }
`;
