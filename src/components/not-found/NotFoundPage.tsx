import React from "react";
import { Link } from "gatsby";
import { LinkList, type ListedLink } from "../ui/LinkList";

/** A page the not-found page offers instead: the main sections of the menu, the latest articles. */
export type NotFoundLink = ListedLink;

type NotFoundPageProps = Pick<Queries.NotFoundJson, "title" | "buttonLabel"> &
  Partial<Pick<Queries.NotFoundJson, "sectionsTitle" | "insightsTitle">> & {
    sections?: readonly NotFoundLink[];
    insights?: readonly NotFoundLink[];
  };

function Suggestions({ id, title, links }: { id: string; title: string; links: readonly NotFoundLink[] }) {
  return (
    <nav aria-labelledby={id} className="text-left">
      <h2 id={id} className="text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">
        {title}
      </h2>
      <LinkList links={links} className="mt-4 space-y-2" linkClassName="font-semibold text-brand underline-offset-4 hover:underline" />
    </nav>
  );
}

/**
 * The not-found page: the big 404, its title and the way home (content/not-found.json),
 * then the way on: the menu's main sections and the latest insights.
 * `data-not-found-page` marks the page whose runtime logs the bad path (plugins/gatsby-plugin-swc-delivery/page-runtime/not-found.ts).
 */
export function NotFoundPage({ title, buttonLabel, sectionsTitle, insightsTitle, sections = [], insights = [] }: NotFoundPageProps) {
  return (
    <section data-not-found-page="" className="container-page grid min-h-[60vh] place-items-center py-24 text-center">
      <div>
        <p className="text-[7rem] font-extrabold leading-none tracking-tight text-brand">404</p>
        <h1 className="mt-4 text-h2" tabIndex={-1}>
          {title}
        </h1>
        <Link to="/" className="btn-primary mt-8">
          {buttonLabel}
        </Link>
        {sections.length || insights.length ? (
          <div className="mx-auto mt-14 grid max-w-2xl gap-10 border-t border-paper-line pt-10 sm:grid-cols-2">
            {sectionsTitle && sections.length ? <Suggestions id="not-found-sections" title={sectionsTitle} links={sections} /> : null}
            {insightsTitle && insights.length ? <Suggestions id="not-found-insights" title={insightsTitle} links={insights} /> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
