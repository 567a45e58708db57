import { addressOf, addressProblem, takenAddresses, type LoadedEntry } from "./page-address";
import { pageCollections } from "../../gatsby/cms/config";

/** The collections as the generated configuration names them. */
const COLLECTIONS = pageCollections();

/** The entries the backend holds now, by collection. */
const ENTRIES: Record<string, LoadedEntry[]> = {
  services: [{ slug: "dv360-self-serve", data: { path: "/services/marketing/dv360-self-serve" } }],
  "case-studies": [{ slug: "etoro", data: { client: "eToro", slug: "etoro" } }],
  insights: [
    { slug: "modeled-conversions", data: { title: "Modeled Conversions", slug: "modeled-conversions", category: "Attribution", date: "2025-01-15" } },
    { slug: "unfinished", data: { title: "Unfinished", slug: "unfinished", category: "Strategy", date: "2025-01-15", draft: true } },
  ],
  campaigns: [{ slug: "ended", data: { title: "Spring Offer", path: "/lp/spring-offer", expireAt: "2020-06-01", expiredRedirect: "/" } }],
};
const load = async (collection: string) => ENTRIES[collection] ?? [];

describe("a page's address", () => {
  it("is refused, in words naming the page that has it, when another entry's page has it", async () => {
    const taken = await takenAddresses(COLLECTIONS, ["/", "/contact"], load);
    expect(addressProblem(addressOf("modeled-conversions", "/insights/"), taken, null)).toBe(
      'The address /insights/modeled-conversions is already taken by the article "Modeled Conversions". Choose another address: two pages cannot share one.',
    );
    expect(addressProblem("/services/marketing/dv360-self-serve", taken, "campaigns/new")).toContain('the service page "/services/marketing/dv360-self-serve"');
    expect(addressProblem("/contact", taken, null)).toBe("The address /contact is already taken by a page of the site. Choose another address: two pages cannot share one.");
    // a category's page is made from the articles
    expect(addressProblem("/insights/category/attribution", taken, null)).toContain('the article category "Attribution"');
  });

  it("is the entry's own when only the entry being edited has it; a draft holds none; an ended landing page keeps its address (it redirects)", async () => {
    const taken = await takenAddresses(COLLECTIONS, [], load);
    expect(addressProblem("/insights/modeled-conversions", taken, "insights/modeled-conversions")).toBeNull();
    expect(addressProblem("/insights/unfinished", taken, null)).toBeNull();
    expect(addressProblem("/lp/spring-offer", taken, null)).toContain('the landing page "Spring Offer"');
    expect(addressProblem("/lp/new-offer", taken, null)).toBeNull();
  });
});
