import type { GatsbyConfig } from "gatsby";
import path from "path";
import { CONTENT_DIR, jsonTypeName } from "./gatsby/content-types";
import { gtmEnvironmentFromEnv, gtmPlugins } from "./gatsby/gtm";
import { isCaseAlias, readRedirects } from "./gatsby/redirects";
import { unindexedCampaignPaths } from "./gatsby/campaign-pages";
import { resolveSiteUrl } from "./src/lib/site-url";
import { siteFacts as site } from "./src/lib/site-facts";
import { categoryFeedPath } from "./src/lib/insight-publication";
import { readInsightCategories, readInsightFeedTitles } from "./gatsby/insight-categories";
import { ARTICLE_MDX_OPTIONS } from "./gatsby/mdx-options";
import { IMAGE_DEFAULTS, setSiteAvifEffort } from "./gatsby/image-encoding";

// Image jobs run in the process that loads this config (Gatsby's jobs manager runs them locally).
setSiteAvifEffort();

const feedTitles = readInsightFeedTitles(site.brand);

interface FeedQuery {
  site: { siteMetadata: { siteUrl: string } };
  allInsight: { nodes: { title: string; description: string; slug: string; date: string }[] };
}

/**
 * More content beside content/, from the folder SWC_EXTRA_CONTENT names (laid
 * out like content/): the browser tests build with a draft and a scheduled
 * article this way, to check that a production build publishes neither.
 */
function extraContentSources() {
  const folder = process.env.SWC_EXTRA_CONTENT;
  if (!folder) return [];
  return [{ resolve: "gatsby-source-filesystem", options: { name: "extra-content", path: path.resolve(__dirname, folder) } }];
}

/**
 * Pages that link the category feeds in their head: the insights list, which
 * shows every category. A category's own page links its feed itself
 * (src/templates/insight-category.tsx); other pages link the site feed only,
 * which keeps five links out of every page's first bytes.
 */
const CATEGORY_FEEDS_LINKED_ON = "^/insights/?$";

/** An RSS feed of the published insights that have a page, newest first; of one category when given. */
function insightFeed(title: string, output: string, category?: string) {
  const filter = `listed: { eq: true }, slug: { ne: null }${category ? `, category: { eq: ${JSON.stringify(category)} }` : ""}`;
  return {
    title,
    description: site.defaultDescription,
    site_url: resolveSiteUrl(site.siteUrl),
    feed_url: `${resolveSiteUrl(site.siteUrl)}${output}`,
    output,
    // gatsby-plugin-feed links a feed in the head of the pages whose path matches.
    ...(category ? { match: CATEGORY_FEEDS_LINKED_ON } : {}),
    query: `{
      allInsight(filter: { ${filter} }, sort: { date: DESC }) {
        nodes { title description slug date }
      }
    }`,
    serialize: ({ query }: { query: FeedQuery }) =>
      query.allInsight.nodes.map((node) => {
        const url = `${query.site.siteMetadata.siteUrl}/insights/${node.slug}`;
        return { title: node.title, description: node.description, date: node.date, url, guid: url };
      }),
  };
}

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.brand,
    description: site.defaultDescription,
    siteUrl: resolveSiteUrl(site.siteUrl),
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
      // Formats, quality and the AVIF effort: gatsby/image-encoding.ts.
      options: { defaults: IMAGE_DEFAULTS },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.resolve(__dirname, CONTENT_DIR) },
    },
    ...extraContentSources(),
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: jsonTypeName },
    },
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        // Sources the Mdx nodes insights are made of; their bodies are rendered by gatsby/article-body.ts.
        extensions: [".mdx"],
        mdxOptions: ARTICLE_MDX_OPTIONS,
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // Search engines find the sitemap through robots.txt (gatsby/build-output/sitemap-robots.ts);
        // rel="sitemap" is no standard link type, so no page carries it in its head.
        createLinkInHead: false,
        // 404 pages are left out by the plugin; redirect sources are not pages at all,
        // and a case alias (/GMP-terms-and-conditions) is a copy whose canonical is the other case.
        // The CMS (/admin) is a tool for the team, never a page for search engines;
        // nor is a campaign page (noindex) unless its marketer marks it indexed.
        excludes: [
          "/404",
          "/404.html",
          "/dev-404-page",
          "/admin",
          "/admin/*",
          ...readRedirects().filter(isCaseAlias).map((redirect) => redirect.from),
          ...unindexedCampaignPaths(),
        ],
        // The plugin's own query, sorted by path: Gatsby lists pages in the order it created them, which a
        // warm build after a code change does not keep, and the same site must give the same sitemap.
        query: `{ site { siteMetadata { siteUrl } } allSitePage(sort: { path: ASC }) { nodes { path } } }`,
      },
    },
    {
      resolve: "gatsby-plugin-feed",
      options: {
        query: `{ site { siteMetadata { title siteUrl } } }`,
        feeds: [
          insightFeed(feedTitles.site, "/rss.xml"),
          ...readInsightCategories().map((category) => insightFeed(feedTitles.category(category), categoryFeedPath(category), category)),
        ],
      },
    },
    // Consent Mode default comes first in <head>: see gatsby-ssr.tsx.
    ...gtmPlugins(process.env.GATSBY_GTM_ID, gtmEnvironmentFromEnv(process.env)),
    // How pages reach the browser: no Gatsby client runtime, the inline page runtime, islands and late code.
    // Last, so its head script follows the other plugins' (plugins/gatsby-plugin-swc-delivery/README.md).
    "gatsby-plugin-swc-delivery",
  ],
};

export default config;
