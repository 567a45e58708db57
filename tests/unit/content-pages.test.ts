/**
 * The figures and claims the site must show live in content files; these
 * checks keep an edit from silently dropping one.
 */
import fs from "fs";
import path from "path";
import workshops from "../../content/workshops.json";
import gaWorkshop from "../../content/workshop-google-analytics.json";
import about from "../../content/about.json";
import contact from "../../content/contact.json";
import terms from "../../content/terms.json";
import industries from "../../content/industries.json";
import site from "../../content/site.json";
import { findIndustryGroup } from "../../src/components/case-studies/industries";
import { sessionDateLabel } from "../../src/lib/workshop-sessions";
import { ABOUT_VALUES, WORKSHOP_INCLUSIONS } from "../spec-copy";

const CONTENT = path.resolve(__dirname, "../../content");
const caseStudies = fs
  .readdirSync(path.join(CONTENT, "case-studies"))
  .map((file) => JSON.parse(fs.readFileSync(path.join(CONTENT, "case-studies", file), "utf8")))
  .sort((a, b) => a.order - b.order);

describe("case studies", () => {
  it("are etoro (fintech), an eCommerce client and rio (advertising), over 3, 4 and 6 months", () => {
    expect(caseStudies.map((c) => [c.industry, c.timeline])).toEqual([
      ["Fintech", "3 months"],
      ["eCommerce", "4 months"],
      ["Advertising", "6 months"],
    ]);
    expect(caseStudies[0].slug).toBe("etoro");
    expect(caseStudies[2].slug).toBe("rio");
  });

  it("carry their claims and metrics", () => {
    const [etoro, ecommerce, rio] = caseStudies;
    expect(etoro.solution).toMatch(/up to 43%/);
    expect(etoro.metrics).toEqual([
      expect.objectContaining({ label: "Registrations", value: "+12%" }),
      expect.objectContaining({ label: "Verifications", value: "+43%" }),
      expect.objectContaining({ label: "First Deposits", value: "+7%" }),
    ]);
    expect(ecommerce.summary).toMatch(/central warehouse for marketing spend/);
    expect(rio.summary + rio.description + rio.challenge).toMatch(/cancel/);
    expect(rio.solution).toMatch(/above 90%/);
    expect(rio.metrics).toEqual([expect.objectContaining({ label: "Model Accuracy", value: ">90%" })]);
  });

  it("each name an industry that has a colour, and every image file exists", () => {
    for (const study of caseStudies) {
      expect(findIndustryGroup(industries.groups, study.industry)).toBeDefined();
      for (const file of [study.logo, study.image]) {
        expect(fs.existsSync(path.join(CONTENT, "case-studies", file))).toBe(true);
      }
    }
  });
});

describe("workshops", () => {
  it("list the four workshops with their anchors, each with 'Talk to Us' → /contact", () => {
    expect(workshops.hero.title).toBe("Professional Workshops");
    expect(workshops.hero).toMatchObject({ buttonLabel: "Request a Workshop", buttonLink: "/contact" });
    expect(workshops.catalogue.items.map((w) => [w.id, w.title])).toEqual([
      ["google-analytics", "Google Analytics Workshop"],
      ["looker-studio", "Looker Studio Workshop"],
      ["audiences", "Audiences Workshop"],
      ["site-speed", "Site Speed Workshop"],
    ]);
    expect(workshops.catalogue).toMatchObject({ cardButtonLabel: "Talk to Us", cardButtonLink: "/contact" });
    expect(workshops.closing).toMatchObject({
      buttonLabel: "Request a Workshop",
      buttonLink: "/contact",
      secondaryLabel: "Learn About Our Team",
      secondaryLink: "/about",
    });
  });

  it("Site Speed: 2-hour online workshop, four weeks of support, review and QA", () => {
    const siteSpeed = workshops.catalogue.items.find((w) => w.id === "site-speed")!;
    expect(siteSpeed.facts.map((f) => f.label)).toEqual(["2-hour online workshop", "Four weeks of support", "Review and QA"]);
  });

  it("the Google Analytics workshop page has every figure of its offer", () => {
    expect(gaWorkshop.hero).toMatchObject({
      title: "Google Analytics Workshop",
      duration: "10 hours",
      format: "In-Person & Virtual",
      location: "Multiple Cities",
      primaryLabel: "Reserve Your Spot",
      secondaryLabel: "Download Syllabus",
    });
    expect(fs.existsSync(path.join(CONTENT, gaWorkshop.hero.backgroundSrc))).toBe(true);
    expect(fs.existsSync(path.resolve(__dirname, "../../static", `.${gaWorkshop.hero.secondaryLink}`))).toBe(true);
    expect(gaWorkshop.benefits.items).toHaveLength(4);
    expect(gaWorkshop.audience.title).toBe("Who Is This Workshop For?");
    expect(gaWorkshop.audience.items.map((i) => i.title)).toEqual(["Marketing Professionals", "Data Analysts", "Business Owners"]);
    expect(gaWorkshop.modules.title).toBe("What We'll Learn Together");
    expect(gaWorkshop.modules.items.map((m) => [m.number, m.title])).toEqual([
      [1, "GA4 Foundation and Migration"],
      [2, "Advanced Event Tracking"],
      [3, "Reporting and Analysis"],
      [4, "Business Intelligence Application"],
    ]);
    expect(gaWorkshop.details.title).toBe("Workshop Details");
    expect(gaWorkshop.details.sessions).toEqual([
      expect.objectContaining({ format: "In Person", location: "New York", time: "9:00 AM-5:00 PM EST" }),
      expect.objectContaining({ format: "Virtual", location: "Online", time: "10:00 AM-6:00 PM PST" }),
    ]);
    // the sessions' dates as shown, which the page derives from startDate
    expect(gaWorkshop.details.sessions.map((s) => sessionDateLabel(s.startDate))).toEqual(["March 15, 2024", "March 22, 2024"]);
    // the machine-readable times say the same as the displayed ones
    expect(gaWorkshop.details.sessions.map((s) => [s.startDate, s.endDate])).toEqual([
      ["2024-03-15T09:00:00-05:00", "2024-03-15T17:00:00-05:00"],
      ["2024-03-22T10:00:00-08:00", "2024-03-22T18:00:00-08:00"],
    ]);
    expect(gaWorkshop.details.inclusions).toEqual(WORKSHOP_INCLUSIONS);
    expect(gaWorkshop.reserve).toMatchObject({
      buttonLabel: "Reserve Your Spot",
      buttonLink: "/contact",
      note: "Limited seats available for personalized attention",
    });
  });
});

describe("about and contact", () => {
  it("About has the eight values in order and its own Let's Connect tagline", () => {
    expect(about.hero.title).toBe("About Us");
    expect(about.values.items.map((v) => v.title)).toEqual(ABOUT_VALUES);
    expect(about.connect.title).toBe("Let's Connect");
    expect(about.connect.tagline).not.toBe(contact.tagline);
  });

  it("Contact uses its own titles and the 16-year reading of the stats", () => {
    expect(contact).toMatchObject({ title: "Let's Connect", contactCardTitle: "Contact Information", numbersCardTitle: "By the Numbers" });
    expect(contact.form.title).toBe("Get in Touch");
    expect(site.contactStats.map((s) => s.value)).toEqual(["16", "100+", "600+", "1st"]);
  });

  it("no page copy repeats a site fact that lives in site.json", () => {
    for (const text of [JSON.stringify(about), JSON.stringify(contact), JSON.stringify(workshops), JSON.stringify(terms)]) {
      expect(text).not.toContain(site.email);
      expect(text).not.toContain(site.address.street);
      expect(text).not.toMatch(/24 hours/);
    }
  });
});

describe("reseller terms", () => {
  const section = (n: number) => {
    const s = terms.sections[n - 1];
    return `${s.title}\n${s.clauses.map((c) => c.text).join("\n")}`;
  };

  it("has the ten sections in the contract's order", () => {
    expect(terms.sections.map((s) => s.title)).toEqual([
      "Definitions",
      "Obligations and Prohibited Acts",
      "Payments",
      "Intellectual Property and Data Processing",
      "Confidentiality",
      "Warranties",
      "Disclaimers",
      "Limitation of Liability",
      "Term and Termination",
      "Miscellaneous",
    ]);
  });

  it("defines the contract parties", () => {
    const defined = terms.sections[0].clauses.map((c) => ("term" in c ? c.term : null));
    expect(defined).toEqual(expect.arrayContaining(["Client Partner", "Customer"]));
    expect(terms.intro.join(" ")).toMatch(/\(“Provider”\).*\(“Client”\)/);
  });

  it("puts each figure of the contract where it belongs", () => {
    expect(section(3)).toMatch(/at the end of each calendar month/);
    expect(section(3)).toMatch(/within 60 days of the invoice date/);
    expect(section(3)).toMatch(/within 10 working days/);
    expect(section(3)).toMatch(/due 30 days after the dispute is resolved/);
    expect(section(3)).toMatch(/1\.5% per month/);
    expect(section(3)).toMatch(/unpaid 10 days after its due date, Provider may.*suspend/);
    expect(section(4)).toMatch(/During the Term and for one year after it ends, Client shall not seek an injunction .* patent/);
    expect(section(8)).toMatch(/fees paid by Client to Provider under the Agreement in the 12 months before/);
    expect(section(9)).toMatch(/renews automatically for successive periods equal to the Initial Term/);
    expect(section(9)).toMatch(/at least 60 days before the end/);
    expect(section(9)).toMatch(/fails to remedy it within 30 days/);
    expect(section(9)).toMatch(/Within 30 business days after termination, Provider shall refund any unused deposit/);
    expect(section(10)).toMatch(/governed by the laws of the State of Israel/);
  });
});
