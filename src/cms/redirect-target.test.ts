import { currentPagePaths, isKnownTarget, LOOKUP_FAILED_MESSAGE, PAGE_TARGET_MESSAGE, targetPage, targetProblem } from "./redirect-target";
import { pageCollections } from "../../gatsby/cms/config";

/** The collections as the generated configuration names them. */
const COLLECTIONS = pageCollections();

/** The entries the backend holds now, by collection. */
const ENTRIES: Record<string, Record<string, unknown>[]> = {
  technologies: [{ path: "/services/product/mixpanel", kind: "technology" }],
  services: [{ path: "/services/product/experimentation" }],
  "case-studies": [{ client: "Rio", slug: "rio" }],
  insights: [
    { title: "Server-Side Consent Signals in Practice", slug: "server-side-consent-signals-in-practice", category: "Privacy", date: "2025-06-02" },
    { title: "Unfinished", slug: "unfinished", category: "Strategy", date: "2025-06-02", draft: true },
    { title: "Coming soon", category: "Measurement", date: "2099-01-01" },
  ],
};

const loadNow = jest.fn(async (collection: string) => ENTRIES[collection] ?? []);
const PAGES = ["/", "/services", "/contact"];

beforeEach(() => loadNow.mockClear());

describe("a redirect's target", () => {
  it("is an address of the site, with an optional #section", () => {
    expect([targetPage("/services"), targetPage("/services#technologies"), targetPage(" /contact ")]).toEqual(["/services", "/services", "/contact"]);
    expect([targetPage("services"), targetPage("https://example.com/x"), targetPage("/services#1st"), targetPage("/a b")]).toEqual([null, null, null, null]);
    expect([isKnownTarget("/services#technologies", PAGES), isKnownTarget("/servicesx", PAGES)]).toEqual([true, false]);
  });

  it("is accepted at once when the last build has the page, without loading any entry", async () => {
    expect(await targetProblem("/services#technologies", { pages: PAGES, collections: COLLECTIONS, load: loadNow })).toBeNull();
    expect(loadNow).not.toHaveBeenCalled();
  });

  it("is accepted when an entry there is now makes the page: an article published since the build, a case study, a service", async () => {
    for (const to of ["/insights/server-side-consent-signals-in-practice", "/insights/category/privacy", "/case-study/rio#results", "/services/product/experimentation", "/services/product/mixpanel"]) {
      expect(await targetProblem(to, { pages: PAGES, collections: COLLECTIONS, load: loadNow })).toBeNull();
    }
    expect(new Set(loadNow.mock.calls.map(([collection]) => collection))).toEqual(new Set(["technologies", "services", "case-studies", "insights", "campaigns"]));
  });

  it("is refused in plain words when no page has the address: a draft, an article without an address, a page nowhere", async () => {
    for (const to of ["/insights/unfinished", "/insights/category/strategy", "/insights/coming-soon", "/no-such-page", "services"]) {
      expect(await targetProblem(to, { pages: PAGES, collections: COLLECTIONS, load: loadNow })).toBe(PAGE_TARGET_MESSAGE);
    }
    expect(PAGE_TARGET_MESSAGE).not.toMatch(/[\\^$[\]]/);
  });

  it("is refused, saying so, when the entries cannot be loaded", async () => {
    const failing = async () => {
      throw new Error("offline");
    };
    expect(await targetProblem("/insights/anything", { pages: PAGES, collections: COLLECTIONS, load: failing })).toBe(LOOKUP_FAILED_MESSAGE);
  });

  it("reads the pages the entries make as the build plans them, searching each collection on a field every entry has", async () => {
    const paths = await currentPagePaths(COLLECTIONS, loadNow);
    // Not the article dated ahead, nor its category's page, which it alone would make: the build makes them on that day.
    expect([...paths].sort()).toEqual(
      ["/case-study/rio", "/insights/category/privacy", "/insights/server-side-consent-signals-in-practice", "/services/product/experimentation", "/services/product/mixpanel"].sort(),
    );
    expect(loadNow.mock.calls).toEqual(expect.arrayContaining([["case-studies", "client"], ["insights", "title"]]));
  });
});
