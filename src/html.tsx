import React from "react";

interface HtmlProps {
  htmlAttributes: React.HTMLAttributes<HTMLHtmlElement>;
  headComponents: React.ReactNode[];
  bodyAttributes: React.HTMLAttributes<HTMLBodyElement>;
  preBodyComponents: React.ReactNode[];
  body: string;
  postBodyComponents: React.ReactNode[];
}

/**
 * The page's document: Gatsby's default (.cache/default-html.js) without its
 * legacy tags, which every page would carry in its first bytes for nothing:
 * `x-ua-compatible` (Internet Explorer's document modes) and the viewport's
 * `shrink-to-fit=no` (iOS 9 Safari). The site's head tags come in through
 * gatsby-ssr.tsx and each page's Head.
 */
export default function Html({ htmlAttributes, headComponents, bodyAttributes, preBodyComponents, body, postBodyComponents }: HtmlProps) {
  return (
    // Each page's Head sets the language (Seo.tsx); "en" also covers a page without one.
    <html lang="en" {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {headComponents}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBodyComponents}
      </body>
    </html>
  );
}
