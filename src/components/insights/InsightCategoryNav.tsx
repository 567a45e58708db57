import React from "react";
import { graphql, Link } from "gatsby";
import { categoryPath } from "../../lib/insight-publication";

interface InsightCategoryNavProps {
  /** categories with at least one article in this build */
  categories: readonly string[];
  /** the category page this is on; none on /insights */
  current?: string;
  copy: { navLabel: string; allLabel: string };
}

/** Links to /insights and to each category's page, the current one marked. */
export function InsightCategoryNav({ categories, current, copy }: InsightCategoryNavProps) {
  const links = [
    { label: copy.allLabel, to: "/insights", current: current === undefined },
    ...[...categories].sort((a, b) => a.localeCompare(b)).map((category) => ({ label: category, to: categoryPath(category), current: category === current })),
  ];
  return (
    <nav aria-label={copy.navLabel} className="container-page pt-2">
      <ul className="flex flex-wrap justify-center gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={link.current ? "page" : undefined}
              className={`inline-flex min-h-[2.75rem] items-center rounded-full border px-4 text-sm font-semibold transition-colors ${
                link.current ? "border-brand bg-brand text-white" : "border-paper-line bg-white text-ink-soft hover:border-brand hover:text-brand"
              }`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const query = graphql`
  fragment InsightCategoriesCopyFields on InsightCategoriesCopy {
    navLabel
    allLabel
    subtitle
    feedLabel
    listLabel
  }
`;
