/**
 * The CMS under `gatsby develop` (`npm run cms`): the admin files are written
 * when the server starts, the preview stylesheet is compiled from the site's
 * own sources (develop builds no stylesheet file), and /admin is answered
 * with the CMS's page, which Gatsby's development server would not serve
 * (it serves no index.html from public/).
 */
import fs from "fs";
import path from "path";
import postcss from "postcss";
import tailwindcss from "tailwindcss";
import autoprefixer from "autoprefixer";
import type { GatsbyNode } from "gatsby";
import { adminDir, PREVIEW_STYLESHEET, writeAdminFiles } from "./admin-files";
import { ADMIN_PATH } from "./admin-page";

/** What is used of Gatsby's development server (an Express app; Gatsby types it as any). */
interface DevServer {
  get(path: string, handler: (request: unknown, response: { setHeader(name: string, value: string): void; sendFile(file: string): void }) => void): void;
}

/** The site's stylesheet as gatsby-browser.tsx imports it: src/styles/global.css through Tailwind. */
export async function compileSiteStylesheet(root: string): Promise<string> {
  const globalCss = path.join(root, "src", "styles", "global.css");
  const result = await postcss([tailwindcss(path.join(root, "tailwind.config.js")), autoprefixer]).process(fs.readFileSync(globalCss, "utf8"), {
    from: globalCss,
  });
  return result.css;
}

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app, store, reporter }) => {
  const { directory: root, port } = store.getState().program as { directory: string; port?: number };
  const dir = adminDir(path.join(root, "public"));
  try {
    await writeAdminFiles(root, path.join(root, "public"));
    const css = await compileSiteStylesheet(root);
    fs.writeFileSync(path.join(dir, PREVIEW_STYLESHEET), css);
    reporter.info(`CMS: http://127.0.0.1:${port ?? 8000}${ADMIN_PATH}/ (start the local backend with npm run cms)`);
  } catch (error) {
    reporter.error("CMS: the admin files could not be written (gatsby/cms)", error as Error);
  }
  (app as DevServer).get(ADMIN_PATH, (_request, response) => {
    response.setHeader("X-Robots-Tag", "noindex");
    response.sendFile(path.join(dir, "index.html"));
  });
};
