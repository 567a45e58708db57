import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { fillPlaceholders } from "../src/lib/placeholders";
import { CONTENT_DIR, INSIGHTS_FOLDER } from "./content-types";

/**
 * Categories of the insights in content/, read from their frontmatter when
 * the site's configuration is loaded (before GraphQL exists), for the
 * per-category RSS feeds. Drafts are left out; an article dated ahead counts,
 * its category's feed simply stays empty until the article is published.
 */
export function readInsightCategories(dir = path.resolve(__dirname, "..", CONTENT_DIR, INSIGHTS_FOLDER)): string[] {
  const categories = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".mdx"))) {
    const { data } = matter(fs.readFileSync(path.join(dir, file), "utf8"));
    if (data.draft !== true && typeof data.category === "string" && data.category.trim()) categories.add(data.category.trim());
  }
  return [...categories].sort((a, b) => a.localeCompare(b));
}

/** The names the insight feeds give themselves, from content/insights-page.json. */
export interface InsightFeedTitles {
  site: string;
  category(category: string): string;
}

/** Reads the feed titles with the brand filled in (the site's feed) or ready for a category's name. */
export function readInsightFeedTitles(brand: string, contentDir = path.resolve(__dirname, "..", CONTENT_DIR)): InsightFeedTitles {
  const page = JSON.parse(fs.readFileSync(path.join(contentDir, "insights-page.json"), "utf8"));
  const siteTitle = page.feedTitle;
  const categoryTitle = page.categories?.feedTitle;
  if (typeof siteTitle !== "string" || typeof categoryTitle !== "string") {
    throw new Error("content/insights-page.json must define string fields feedTitle and categories.feedTitle");
  }
  return {
    site: fillPlaceholders(siteTitle, { brand }),
    category: (category) => fillPlaceholders(categoryTitle, { brand, category }),
  };
}
