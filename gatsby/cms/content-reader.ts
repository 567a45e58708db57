/**
 * What the CMS configuration reads of the working copy: the records of each
 * content file (to place each image field's media folder where its images
 * are) and the site's pages (the only targets a redirect may have).
 */
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { sitePages } from "../site-pages";
import { siteRedirects } from "../campaign-pages";
import { CONTENT_DIR, INSIGHTS_FOLDER } from "../content-types";
import type { ContentReader } from "./config";

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, "utf8"));

export function contentReader(root: string): ContentReader {
  const content = path.join(root, CONTENT_DIR);
  const filesOf = (folder: string, extension: string) =>
    fs.existsSync(path.join(content, folder))
      ? fs
          .readdirSync(path.join(content, folder))
          .filter((name) => name.endsWith(extension))
          .sort()
          .map((name) => path.join(content, folder, name))
      : [];
  return {
    folder: (name) => filesOf(name, ".json").map(readJson),
    insights: () => filesOf(INSIGHTS_FOLDER, ".mdx").map((file) => matter(fs.readFileSync(file, "utf8")).data),
    file: (name) => {
      const file = path.join(content, `${name}.json`);
      return fs.existsSync(file) ? readJson(file) : {};
    },
    pagePaths: () => sitePages(root).map((page) => page.path),
    redirectSources: () => siteRedirects().map((redirect) => redirect.from),
    fixedPagePaths: () => sitePages(root).filter((page) => page.source.startsWith(path.join(root, "src", "pages"))).map((page) => page.path),
  };
}
