import React from "react";
import type { HeadProps, PageProps } from "gatsby";

/**
 * Under `gatsby develop` (`npm run cms`), an address the redirects send on
 * (the table's, and an ended landing page's) is a page of its own that sends
 * the visitor on, made afresh with the other pages each time the content
 * changes: Gatsby's development server keeps a redirect it was once given
 * until it restarts, so an ended page whose end date is moved back would keep
 * leading away. A production build writes real redirects (gatsby/redirects.ts).
 */
type MovedContext = { to: string };

export default function MovedInDevelop({ pageContext }: PageProps<object, MovedContext>) {
  return (
    <main className="container-page py-20">
      <p>
        This address leads to <a href={pageContext.to}>{pageContext.to}</a>.
      </p>
    </main>
  );
}

export function Head({ pageContext }: HeadProps<object, MovedContext>) {
  return (
    <>
      <meta name="robots" content="noindex" />
      <meta httpEquiv="refresh" content={`0; url=${pageContext.to}`} />
    </>
  );
}
