/**
 * Content files as the page queries hand them to components, for tests that
 * render a page's presentational component with the real copy.
 */
import fs from "fs";
import path from "path";
import { useStaticQuery } from "gatsby";

const CONTENT = path.resolve(__dirname, "..", "..", "..", "content");

/** A JSON file under content/, parsed (content-integrity checks it against the schema). */
export const readContent = (file: string): any => JSON.parse(fs.readFileSync(path.join(CONTENT, file), "utf8"));

/** A `hero` block as the PageHeroContent fragment gives it: the optional fields null, no processed image. */
export function asQueriedHero<T extends object>(hero: T) {
  return { eyebrow: null, buttonLabel: null, buttonLink: null, ...hero, image: null };
}

/** What the components' static queries read (the site facts and navigation of useSiteData, the lead forms' texts), from their content files. */
export function mockSiteData() {
  (useStaticQuery as jest.Mock).mockReturnValue({
    siteJson: readContent("site.json"),
    navigationJson: readContent("navigation.json"),
    leadFormJson: readContent("lead-form.json"),
  });
}
