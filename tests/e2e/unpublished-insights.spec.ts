import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { test, expect } from "./fixtures";
import { categoryFeedPath, categoryPath } from "../../src/lib/insight-publication";

/**
 * The test build sources a draft and an article scheduled for a date no build
 * reaches (SWC_EXTRA_CONTENT, set by scripts/test-e2e.mjs): neither may have a
 * page, a card, a feed item or a sitemap entry.
 */
const folder = process.env.SWC_EXTRA_CONTENT;
const insightsDir = folder ? path.resolve(__dirname, "../..", folder, "insights") : null;
const unpublished = insightsDir
  ? fs.readdirSync(insightsDir).map((file) => matter(fs.readFileSync(path.join(insightsDir, file), "utf8")).data as { title: string; slug: string; category: string; draft?: boolean; date: string })
  : [];

test.skip(!insightsDir, "this build was made without the unpublished articles (run through npm run test:e2e)");

test("the sourced articles are one draft and one scheduled for later", () => {
  expect(unpublished.filter((article) => article.draft)).toHaveLength(1);
  expect(unpublished.filter((article) => !article.draft && new Date(article.date) > new Date())).toHaveLength(1);
});

test("a draft and a scheduled article have no page", async ({ request }) => {
  for (const article of unpublished) {
    expect((await request.get(`/insights/${article.slug}`)).status(), article.slug).toBe(404);
  }
});

test("a draft and a scheduled article are in no list, feed or sitemap", async ({ request }) => {
  const categories = [...new Set(unpublished.map((article) => article.category))];
  const listings = ["/", "/insights", "/rss.xml", "/sitemap-0.xml", ...categories.flatMap((category) => [categoryPath(category), categoryFeedPath(category)])];
  for (const listing of listings) {
    const response = await request.get(listing);
    expect(response.ok(), listing).toBe(true);
    const body = await response.text();
    for (const article of unpublished) {
      expect(body, `${article.slug} in ${listing}`).not.toContain(article.slug);
      expect(body, `${article.title} in ${listing}`).not.toContain(article.title);
    }
  }
});
