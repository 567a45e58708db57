/** @jest-environment node */
import { planPages } from "./page-plan";

const empty = { technologies: [], services: [], caseStudies: [], insights: [] };

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
    ]);
  });

  it("reports two records claiming one path", () => {
    const { errors } = planPages({
      ...empty,
      technologies: [{ id: "a", path: "/technology/mixpanel" }],
      services: [{ id: "b", path: "/technology/mixpanel" }],
    });
    expect(errors).toEqual(['two pages share the path "/technology/mixpanel" (technology and service)']);
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
