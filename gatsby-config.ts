import type { GatsbyConfig } from "gatsby";
import path from "path";
import remarkGfm from "remark-gfm";
import { jsonTypeName } from "./gatsby/content-types";
import { readSiteFacts } from "./gatsby/site-facts";

const site = readSiteFacts();

// GTM is only loaded when a container id is configured: local runs and tests
// never request a Google script (see README "Configuration").
const gtmId = process.env.GATSBY_GTM_ID;

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
    ...(gtmId
      ? [
          {
            resolve: "gatsby-plugin-google-tagmanager",
            options: {
              id: gtmId,
              includeInDevelopment: false,
              // page views are pushed by src/lib/analytics.ts with the spec's
              // event name, not the plugin's default "gatsby-route-change".
              routeChangeEventName: "gatsby-route-change",
              enableWebVitalsTracking: false,
            },
          },
        ]
      : []),
  ],
};

export default config;
