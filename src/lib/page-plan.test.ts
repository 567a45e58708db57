/** @jest-environment node */
import { planPages } from "./page-plan";

const empty = { technologies: [], services: [], caseStudies: [], insights: [], campaigns: [] };

describe("planPages", () => {
  it("makes one page per record with the right template and path", () => {
    const { pages, errors } = planPages({
      technologies: [{ id: "t1", path: "/technology/mixpanel" }],
      services: [{ id: "s1", path: "/services/product/mixpanel" }],
      caseStudies: [{ id: "c1", slug: "etoro" }],
      insights: [
        { id: "i1", slug: "modeled-conversions", category: "Attribution" },
        { id: "i2", slug: null, category: "Attribution" },
        { id: "i3", slug: null, category: "Product Analytics" },
      ],
      campaigns: [
        { id: "l1", path: "/lp/ga4-audit", state: "live" },
        { id: "l2", path: "/lp/later", state: "scheduled" },
        { id: "l3", path: "/lp/ended", state: "expired" },
      ],
    });
    expect(errors).toEqual([]);
    expect(pages).toEqual([
      { path: "/technology/mixpanel", template: "technology", id: "t1" },
      { path: "/services/product/mixpanel", template: "service", id: "s1" },
      { path: "/case-study/etoro", template: "case-study", id: "c1" },
      { path: "/insights/modeled-conversions", template: "insight", id: "i1" },
      // one page per category, whether or not its articles have pages yet
      { path: "/insights/category/attribution", template: "insight-category", id: "Attribution" },
      { path: "/insights/category/product-analytics", template: "insight-category", id: "Product Analytics" },
      // a campaign page only while it is up
      { path: "/lp/ga4-audit", template: "campaign", id: "l1" },
    ]);
  });

  it("reports two records claiming one path", () => {
    const { errors } = planPages({
      ...empty,
      technologies: [{ id: "a", path: "/technology/mixpanel" }],
      services: [{ id: "b", path: "/technology/mixpanel" }],
    });
    expect(errors).toEqual(['two pages share the path "/technology/mixpanel": a (technology page) and b (service page)']);
  });

  it("names the files of a clash, keeps every other page and leaves the shared address out", () => {
    const { pages, errors } = planPages({
      ...empty,
      caseStudies: [{ id: "c1", slug: "etoro", source: "content/case-studies/etoro.json" }],
      insights: [
        { id: "i1", slug: "modeled-conversions", category: "Attribution", source: "content/insights/modeled-conversions.mdx" },
        { id: "i2", slug: "modeled-conversions", category: "Attribution", source: "content/insights/copy.mdx" },
      ],
    });
    expect(errors).toEqual([
      'two pages share the path "/insights/modeled-conversions": content/insights/modeled-conversions.mdx (article) and content/insights/copy.mdx (article)',
    ]);
    expect(pages.map((page) => page.path)).toEqual(["/case-study/etoro", "/insights/category/attribution"]);
  });

  it("holds a campaign page's address before it is up and after it has ended", () => {
    const { errors } = planPages({
      ...empty,
      services: [{ id: "s", path: "/lp/offer", source: "content/services/x.json" }],
      campaigns: [{ id: "l", path: "/lp/offer", state: "expired", source: "content/campaigns/offer.json" }],
    });
    expect(errors).toEqual(['two pages share the path "/lp/offer": content/services/x.json (service page) and content/campaigns/offer.json (landing page)']);
  });

  it("reports malformed paths and slugs", () => {
    const { errors } = planPages({
      ...empty,
      services: [{ id: "b", path: "services/No Slash" }],
      caseStudies: [{ id: "c", slug: "Bad Slug" }],
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        '"Bad Slug" is not a valid slug (lower-case words joined by hyphens)',
        '"services/No Slash" (service) is not a valid page path',
      ]),
    );
  });
});
