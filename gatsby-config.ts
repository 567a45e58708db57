import type { GatsbyConfig } from "gatsby";
import path from "path";
import remarkGfm from "remark-gfm";
import { jsonTypeName } from "./gatsby/content-types";
import { readSiteFacts } from "./gatsby/site-facts";
import { gtmPlugins } from "./gatsby/gtm";

const site = readSiteFacts();

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.brand,
    siteUrl: process.env.SITE_URL || site.siteUrl,
  },
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  trailingSlash: "never",
  plugins: [
    "gatsby-plugin-postcss",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "avif", "webp"],
          placeholder: "dominantColor",
          quality: 78,
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.resolve(__dirname, "content") },
    },
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: jsonTypeName },
    },
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx"],
        // GitHub-flavoured Markdown: tables, strikethrough, autolinks in articles.
        mdxOptions: { remarkPlugins: [remarkGfm] },
      },
    },
    // Consent Mode default comes first in <head>: see gatsby-ssr.tsx.
    ...gtmPlugins(process.env.GATSBY_GTM_ID),
  ],
};

export default config;
