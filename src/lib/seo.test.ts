import { absoluteUrl, breadcrumbs, eventJsonLd, ogImagePath, organizationJsonLd, serializeJsonLd } from "./seo";
import site from "../../content/site.json";

describe("seo helpers", () => {
  it("builds canonical URLs without trailing slashes", () => {
    expect(absoluteUrl("https://www.swc.co.il/", "/")).toBe("https://www.swc.co.il");
    expect(absoluteUrl("https://www.swc.co.il", "/about/")).toBe("https://www.swc.co.il/about");
  });

  it("picks the card image by template", () => {
    expect(ogImagePath("/technology/mixpanel")).toBe("/og/technology.png");
    expect(ogImagePath("/services/product/mixpanel")).toBe("/og/service.png");
    expect(ogImagePath("/services")).toBe("/og/default.png");
    expect(ogImagePath("/insights/modeled-conversions")).toBe("/og/insight.png");
    expect(ogImagePath("/")).toBe("/og/default.png");
  });

  it("gives nested pages breadcrumbs and top-level pages none", () => {
    expect(breadcrumbs("/case-study/etoro", "eToro")).toEqual([
      { name: "Home", path: "/" },
      { name: "Case Studies", path: "/case-studies" },
      { name: "eToro", path: "/case-study/etoro" },
    ]);
    expect(breadcrumbs("/about", "About Us")).toEqual([]);
  });

  it("describes the organisation with its Tel Aviv address and LinkedIn", () => {
    const org = organizationJsonLd(site);
    expect(org).toMatchObject({ "@type": "Organization", name: "SWC", sameAs: [site.linkedinUrl] });
    expect(org.address).toMatchObject({ addressLocality: site.address.city, addressCountry: "IL" });
  });

  it("marks virtual sessions as online events", () => {
    const event = eventJsonLd(site, { name: "GA", description: "d", startDate: "2024-03-22T10:00:00-08:00", endDate: "2024-03-22T18:00:00-08:00", location: "Virtual", path: "/workshops/google-analytics" });
    expect(event.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
  });

  it("never lets content close the script tag", () => {
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
