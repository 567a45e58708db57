import React from "react";
import { Link } from "gatsby";

/**
 * The not-found page: the big 404, its title and the way home (content/not-found.json).
 * `data-not-found-page` tells the page runtime to log the bad path (src/page-runtime/page-view.ts).
 */
export function NotFoundPage({ title, buttonLabel }: Pick<Queries.NotFoundJson, "title" | "buttonLabel">) {
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
      </div>
    </section>
  );
}
