import React from "react";
import fs from "fs";
import os from "os";
import path from "path";
import matter from "gray-matter";
import { render, screen } from "@testing-library/react";
import { InsightArticle } from "./InsightArticle";
import { compileArticle, renderArticle } from "../../../gatsby/article-body";
import { readContent } from "../../../tests/unit/support/content-json";

const CONTENT = path.resolve(__dirname, "../../../content");
const copy = readContent("insights-page.json").article;
const FIGURE = {
  layout: "constrained" as const,
  width: 768,
  height: 365,
  images: { fallback: { src: "/static/diagram.png", srcSet: "/static/diagram.png 768w", sizes: "768px" }, sources: [] },
};

/** The real article, its body rendered as the build renders it. */
async function modeledConversions(publication = "published") {
  const { data, content } = matter(fs.readFileSync(path.join(CONTENT, "insights", "modeled-conversions.mdx"), "utf8"));
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "swc-insight-article-"));
  const bodyHtml = await renderArticle(await compileArticle(content, cacheDir), { "insight-modeled-conversions-diagram.png": FIGURE });
  fs.rmSync(cacheDir, { recursive: true, force: true });
  return {
    title: data.title,
    subtitle: data.subtitle,
    author: data.author,
    category: data.category,
    publication,
    readTime: data.readTime,
    date: "January 15, 2025",
    isoDate: "2025-01-15",
    bodyHtml,
  };
}

describe("InsightArticle", () => {
  it("shows the title, byline and the body the build rendered", async () => {
    render(<InsightArticle insight={await modeledConversions()} copy={copy} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Modeled Conversions: What They Are and Why They Matter");
    expect(screen.getByText("January 15, 2025")).toHaveAttribute("dateTime", "2025-01-15");
    expect(screen.getByText("SWC Analytics Team")).toBeInTheDocument();
    const body = document.querySelector("[data-article-body]") as HTMLElement;
    expect(body.querySelectorAll("h2")).toHaveLength(5);
    expect(body.querySelector("[data-callout]")).toHaveTextContent("The key point");
    expect(body.querySelector("table")).not.toBeNull();
    expect(body.querySelector("figure img[alt^='Two bars']")).not.toBeNull();
  });

  it("links to its category, back to all insights and on to the contact form", async () => {
    render(<InsightArticle insight={await modeledConversions()} copy={copy} />);
    expect(screen.getByRole("link", { name: "Attribution" })).toHaveAttribute("href", "/insights/category/attribution");
    expect(screen.getByRole("link", { name: copy.backLabel })).toHaveAttribute("href", "/insights");
    expect(screen.getByRole("link", { name: copy.cta.buttonLabel })).toHaveAttribute("href", copy.cta.buttonLink);
  });

  it("badges an article a preview shows before it is published", async () => {
    render(<InsightArticle insight={await modeledConversions("draft")} copy={copy} />);
    expect(screen.getByText("Draft")).toBeInTheDocument();
  });
});
