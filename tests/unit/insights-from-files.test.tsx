/**
 * "Adding an insight is adding one file": runs the real build-time code
 * (gatsby/insight-nodes.ts onCreateNode, gatsby/create-pages.ts createPages)
 * and the real /insights card components over a temporary copy of
 * content/insights plus one new MDX file, with Gatsby's actions recorded.
 */
import fs from "fs";
import os from "os";
import path from "path";
import React from "react";
import matter from "gray-matter";
import { render, screen, within } from "@testing-library/react";
import { onCreateNode } from "../../gatsby/insight-nodes";
import { createPages } from "../../gatsby/create-pages";
import { InsightGrid } from "../../src/components/insights/InsightGrid";
import { toInsightCards } from "../../src/components/insights/insight-cards";

/** Where the articles of the mocked query live (the build names a clashing file by its path from the repository). */
const REPOSITORY_CONTENT = path.resolve(__dirname, "..", "..", "content");
import { compileArticle, renderArticle } from "../../gatsby/article-body";
import { mockSiteData } from "./support/content-json";

const SOURCE = path.resolve(__dirname, "../../content/insights");

/** Every article of content/insights has a slug, so a page: the seven cards of /insights all link. */
const REAL_ARTICLE_PATHS = [
  "/insights/consent-mode-v2-checklist",
  "/insights/event-taxonomy",
  "/insights/ga4-bigquery-export",
  "/insights/incrementality-testing",
  "/insights/measurement-strategy",
  "/insights/modeled-conversions",
  "/insights/server-side-tagging",
];

const NEW_ARTICLE = `---
title: "Looker Studio Dashboards Executives Actually Open"
description: "Five design rules for dashboards that get used."
date: "2025-03-01"
author: "SWC Analytics Team"
category: "Analytics"
slug: "executive-dashboards"
readTime: "4 min read"
---

Most dashboards are built once and opened twice.

## Start from the decision

| Rule | Why |
| --- | --- |
| One question per page | Focus |
`;

interface InsightNode {
  id: string;
  title: string;
  description: string;
  category: string;
  date: string;
  slug?: string;
  contentFilePath: string;
}

/** What Gatsby would do with the folder: one Mdx node per file, then our onCreateNode. */
function sourceInsights(dir: string) {
  const created: InsightNode[] = [];
  const panics: string[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".mdx")).sort()) {
    const contentFilePath = path.join(dir, file);
    const node = {
      id: `mdx-${file}`,
      parent: null,
      children: [],
      frontmatter: matter(fs.readFileSync(contentFilePath, "utf8")).data,
      internal: { type: "Mdx", contentFilePath, contentDigest: "x", owner: "gatsby-plugin-mdx" },
    };
    const args = {
      node,
      actions: { createNode: (n: InsightNode) => created.push(n), createParentChildLink: () => undefined },
      createNodeId: (seed: string) => `id:${seed}`,
      createContentDigest: () => "digest",
      reporter: { panicOnBuild: (message: string) => panics.push(message) },
    };
    (onCreateNode as unknown as (a: typeof args) => void)(args);
  }
  return { created, panics };
}

/** Our createPages with a GraphQL layer that returns the sourced nodes. */
async function planFrom(insights: InsightNode[]) {
  const pages: Array<{ path: string; component: string; context: { id: string } }> = [];
  const panics: string[] = [];
  const args = {
    graphql: async () => ({
      data: {
        technologies: { nodes: [] },
        services: { nodes: [] },
        caseStudies: { nodes: [] },
        insights: { nodes: insights.map(({ id, slug, category }) => ({ id, slug: slug ?? null, category, contentFilePath: `${REPOSITORY_CONTENT}/insights/${id}.mdx` })) },
        campaigns: { nodes: [] },
      },
    }),
    actions: { createPage: (page: (typeof pages)[number]) => pages.push(page), createRedirect: () => undefined },
    reporter: { panicOnBuild: (message: string) => panics.push(message) },
  };
  await (createPages as unknown as (a: typeof args) => Promise<void>)(args);
  // article pages only; every category gets its own page besides
  return { pages: pages.filter((page) => !page.path.startsWith("/insights/category/")), categoryPages: pages.filter((page) => page.path.startsWith("/insights/category/")), panics };
}

function renderCards(insights: InsightNode[]) {
  // the cards' link and coming-soon words are site data
  mockSiteData();
  const nodes = insights.map((n) => ({ ...n, slug: n.slug ?? null, isoDate: n.date, image: null, publication: "published" }));
  return render(<InsightGrid insights={toInsightCards(nodes)} />);
}

describe("insights come from files alone", () => {
  let tmp: string;
  let insightsDir: string;
  let cacheDir: string;

  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "swc-insights-"));
    // the folder rule in gatsby/insight-nodes.ts matches …/content/insights/…
    insightsDir = path.join(tmp, "content", "insights");
    cacheDir = path.join(tmp, ".cache", "article-bodies");
    fs.cpSync(SOURCE, insightsDir, { recursive: true });
  });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it("the real content: seven cards, each with its article page", async () => {
    const { created, panics } = sourceInsights(insightsDir);
    expect(panics).toEqual([]);
    expect(created).toHaveLength(7);
    const { pages, categoryPages } = await planFrom(created);
    expect(pages.map((p) => p.path).sort()).toEqual(REAL_ARTICLE_PATHS);
    expect(categoryPages.map((p) => p.path).sort()).toEqual([
      "/insights/category/analytics",
      "/insights/category/attribution",
      "/insights/category/privacy",
      "/insights/category/strategy",
      "/insights/category/technology",
    ]);

    renderCards(created);
    expect(screen.getAllByRole("listitem")).toHaveLength(7);
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href")).sort()).toEqual(REAL_ARTICLE_PATHS);
    expect(screen.getAllByText("Read More")).toHaveLength(7);
    expect(screen.queryByText("Coming soon")).toBeNull();
  });

  it("a new MDX file with a slug becomes a page and a linked card, with no code change", async () => {
    fs.writeFileSync(path.join(insightsDir, "executive-dashboards.mdx"), NEW_ARTICLE);
    const { created, panics } = sourceInsights(insightsDir);
    expect(panics).toEqual([]);
    expect(created).toHaveLength(8);

    const { pages, panics: planPanics } = await planFrom(created);
    expect(planPanics).toEqual([]);
    const page = pages.find((p) => p.path === "/insights/executive-dashboards");
    expect(page).toBeDefined();
    // the one insight template, whose body is this very file's, rendered at build time
    expect(page!.component).toMatch(/src[\\/]templates[\\/]insight\.tsx$/);
    expect(page!.context.id).toBe(created.find((n) => n.slug === "executive-dashboards")!.id);
    const body = await renderArticle(await compileArticle(matter(NEW_ARTICLE).content, cacheDir), {});
    expect(body).toContain("Most dashboards are built once and opened twice.");
    expect(body).toMatch(/<h2 class="[^"]+">Start from the decision<\/h2>/);
    expect(body).toMatch(/<table[^>]*>[\s\S]*<td[^>]*>One question per page<\/td>/);

    renderCards(created);
    expect(screen.getAllByRole("listitem")).toHaveLength(8);
    const card = screen.getByRole("link", { name: /Looker Studio Dashboards Executives Actually Open/ });
    expect(card).toHaveAttribute("href", "/insights/executive-dashboards");
    expect(within(card).getByText("Analytics")).toBeInTheDocument();
  });

  it("a new MDX file without a slug becomes a card only", async () => {
    fs.writeFileSync(path.join(insightsDir, "draft.mdx"), NEW_ARTICLE.replace('slug: "executive-dashboards"\n', ""));
    const { created } = sourceInsights(insightsDir);
    const { pages } = await planFrom(created);
    expect(pages.map((p) => p.path).sort()).toEqual(REAL_ARTICLE_PATHS);
    renderCards(created);
    expect(screen.getAllByRole("listitem")).toHaveLength(8);
    expect(screen.getByText("Looker Studio Dashboards Executives Actually Open").closest("a")).toBeNull();
    // an announced article (no slug yet) is the one card marked as coming soon
    expect(screen.getAllByText("Coming soon")).toHaveLength(1);
  });

  it("a file missing required frontmatter fails the build with its name", () => {
    fs.writeFileSync(path.join(insightsDir, "broken.mdx"), "---\ntitle: \"No category\"\n---\nBody\n");
    const { panics } = sourceInsights(insightsDir);
    expect(panics).toEqual([expect.stringMatching(/broken\.mdx: frontmatter is missing description, date, author, category/)]);
  });
});
