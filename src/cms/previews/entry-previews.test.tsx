import React from "react";
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { mockSiteData, readContent } from "../../../tests/unit/support/content-json";
import type { PreviewProps } from "../decap";
import { framed, PREVIEW_TEMPLATES } from "./entry-previews";
import { PREVIEW_WIDTHS } from "./PreviewFrame";
import { CONTENT_FOLDERS } from "./content-folders";
import { MDX_CLASSES } from "../../components/mdx/mdx-classes";
import { CAMPAIGN_BLOCKS } from "../../lib/campaign-blocks";

const CONTENT = path.resolve(__dirname, "../../../content");

/**
 * What Decap hands a preview template: the entry (as Immutable.js data), its
 * Markdown body drawn, its media as URLs (by file name in the media folder of
 * the field asked with, as Decap looks them up), its configured fields.
 */
function previewProps(data: Record<string, unknown>, body: React.ReactNode = null, fields: unknown[] = []): PreviewProps {
  return {
    entry: { getIn: (keys) => (keys.length === 1 && keys[0] === "data" ? { toJS: () => data } : undefined), toJS: () => ({ data }) },
    widgetFor: (name) => (name === "body" ? body : null),
    getAsset: (file, field) => {
      const folder = field instanceof Map ? field.get("media_folder") : undefined;
      return folder ? `/media/${folder}/${path.basename(file)}` : `/media/${path.basename(file)}`;
    },
    fields,
  };
}

/** A configured field as Decap hands it to a preview: a Map, its nested fields a list. */
const configField = (options: Record<string, unknown>) => new Map(Object.entries(options));

/** The page drawn inside the preview's frame (its own document, like a visitor's window of that width). */
function framedPage(): { frame: HTMLIFrameElement; page: HTMLElement } {
  const frame = document.querySelector<HTMLIFrameElement>("iframe[data-preview-width]");
  const page = frame?.contentDocument?.querySelector<HTMLElement>("[data-preview-root]");
  if (!frame || !page) throw new Error("no preview frame");
  return { frame, page };
}

const headings = (root: ParentNode) => [...root.querySelectorAll("h1, h2, h3")].map((heading) => heading.textContent?.trim());

/** Renders the framed preview, then checks it at both widths: the same page, each in a frame of that width. */
async function atBothWidths(Preview: React.ComponentType<PreviewProps>, props: PreviewProps, check: (page: HTMLElement) => void) {
  const Framed = framed(Preview);
  render(<Framed {...props} />);
  await act(async () => {});
  let { frame, page } = framedPage();
  expect(frame.getAttribute("data-preview-width")).toBe(String(PREVIEW_WIDTHS.desktop));
  check(page);
  const desktop = page.innerHTML;

  fireEvent.click(screen.getByRole("button", { name: /Phone/ }));
  await act(async () => {});
  ({ frame, page } = framedPage());
  expect(frame.getAttribute("data-preview-width")).toBe(String(PREVIEW_WIDTHS.phone));
  expect(screen.getByRole("button", { name: /Phone/ })).toHaveAttribute("aria-pressed", "true");
  check(page);
  expect(page.innerHTML).toBe(desktop);
}

beforeEach(mockSiteData);

describe("the CMS's previews draw the entry with the site's own components", () => {
  it("an insight: the article page's header, byline, Markdown body (in the page's classes) and call to action", async () => {
    const { data } = matter(fs.readFileSync(path.join(CONTENT, "insights", "modeled-conversions.mdx"), "utf8"));
    const entry = { ...data, date: "2025-01-15" };
    const body = (
      <>
        <h2>What changed</h2>
        <p>
          Plain <strong>bold</strong> text.
        </p>
      </>
    );
    const copy = readContent("insights-page.json").article;
    await atBothWidths(PREVIEW_TEMPLATES.insights, previewProps(entry, body), (page) => {
      expect(page.querySelector("h1")).toHaveTextContent(String(data.title));
      expect(page.querySelector('a[href="/insights"]')).toHaveTextContent(copy.backLabel);
      expect(page.querySelector("time")).toHaveTextContent("January 15, 2025");
      expect(page.querySelector("time")).toHaveAttribute("datetime", "2025-01-15");
      // The body is the entry's Markdown with the classes the article page gives it.
      expect(page.querySelector("[data-article-body] h2")?.getAttribute("class")).toBe(MDX_CLASSES.h2);
      expect(page.querySelector("[data-article-body] strong")?.getAttribute("class")).toBe(MDX_CLASSES.strong);
      expect(headings(page)).toEqual([String(data.title), "What changed", copy.cta.title]);
      // No field shown as raw data.
      expect(page.textContent).not.toMatch(/[{}[\]]"/);
    });
  });

  it("a case study: its client, description, every metric, the three story sections and the facts", async () => {
    const study = readContent("case-studies/rio.json");
    const copy = readContent("case-studies-page.json").detail;
    await atBothWidths(PREVIEW_TEMPLATES["case-studies"], previewProps(study), (page) => {
      // the client named once in the hero: by its logo, which is the heading
      expect(within(page.querySelector("h1")!).getByRole("img", { name: study.client })).toBeTruthy();
      expect(page).toHaveTextContent(study.description);
      expect(page.querySelectorAll("[data-metric]")).toHaveLength(study.metrics.length);
      for (const metric of study.metrics) expect(page.querySelector(`[data-metric="${metric.label}"]`)).toHaveTextContent(metric.value);
      expect(headings(page)).toEqual(expect.arrayContaining([copy.challengeTitle, copy.approachTitle, copy.resultsTitle]));
      expect(page.querySelector('img[src="/media/rio-logo.svg"]')).not.toBeNull();
    });
  });

  it("a service: the hero, one card per capability, benefits, approach and related services", async () => {
    const service = readContent("services/experimentation.json");
    await atBothWidths(PREVIEW_TEMPLATES.services, previewProps(service), (page) => {
      expect(page.querySelector("h1")).toHaveTextContent(service.hero.title);
      expect(headings(page)).toEqual(expect.arrayContaining([service.capabilities.title, service.benefits.title, service.relatedServices.title]));
      for (const item of service.capabilities.items) expect(headings(page)).toContain(item.title);
      for (const item of service.relatedServices.items) expect(page.querySelector(`a[href="${item.link}"]`)).not.toBeNull();
    });
  });

  // Pages titled by their hero, with a list whose every item is a heading.
  it.each([
    ["a technology: the hero and its capabilities", "technologies", "technologies/bigquery.json", "capabilities"],
    ["the About page: the hero and each value", "about", "about.json", "values"],
  ] as const)("%s", async (_title, template, file, list) => {
    const entry = readContent(file);
    await atBothWidths(PREVIEW_TEMPLATES[template], previewProps(entry), (page) => {
      expect(page.querySelector("h1")).toHaveTextContent(entry.hero.title);
      for (const item of entry[list].items) expect(headings(page)).toContain(item.title);
    });
  });

  it("the 404 page: its title and the way home", async () => {
    const notFound = readContent("not-found.json");
    await atBothWidths(PREVIEW_TEMPLATES["not-found"], previewProps(notFound), (page) => {
      expect(page.querySelector("h1")).toHaveTextContent(notFound.title);
      expect(page.querySelector('a[href="/"]')).toHaveTextContent(notFound.buttonLabel);
    });
  });

  it("the terms: the title and every numbered section", async () => {
    const terms = readContent("terms.json");
    await atBothWidths(PREVIEW_TEMPLATES.terms, previewProps(terms), (page) => {
      expect(page.querySelector("h1")).toHaveTextContent(terms.title);
      for (const section of terms.sections) expect(headings(page).some((heading) => heading?.includes(section.title))).toBe(true);
    });
  });

  it("the privacy notice: the entry's prose around the tables the code makes", async () => {
    const privacy = readContent("privacy.json");
    await atBothWidths(PREVIEW_TEMPLATES.privacy, previewProps(privacy), (page) => {
      expect(page.querySelector("h1")).toHaveTextContent(privacy.title);
      expect(page.querySelectorAll("table[data-fact-table]")).toHaveLength(3);
    });
  });

  it("the Contact page: its title, tagline and the lead form", async () => {
    const contact = readContent("contact.json");
    await atBothWidths(PREVIEW_TEMPLATES.contact, previewProps(contact), (page) => {
      expect(page.querySelector("h1")).toHaveTextContent(contact.title);
      expect(page).toHaveTextContent(contact.tagline);
      expect(page.querySelector("form")).not.toBeNull();
    });
  });

  it("the home page: every section in page order, with the entry's hero and cards", async () => {
    const home = readContent("home.json");
    const clientLogo = configField({ name: "image", widget: "image", media_folder: "images/logos/clients" });
    const fields = [configField({ name: "clients", widget: "object", fields: [configField({ name: "logos", widget: "list", fields: [clientLogo] })] })];
    await atBothWidths(PREVIEW_TEMPLATES.home, previewProps(home, null, fields), (page) => {
      // A client logo (in a subfolder of the images) is asked for with the field whose media folder holds it.
      const [first] = home.clients.logos;
      expect(page.querySelector(`img[src="/media/images/logos/clients/${path.basename(first.image)}"]`)).not.toBeNull();
      expect(page.querySelector("h1")).toHaveTextContent(home.hero.title);
      const shown = headings(page);
      const order = [home.capabilities.title, home.services.title, home.technologies.title, home.caseStudies.title, home.letsTalk.title].map((title) => shown.indexOf(title));
      expect(order.every((index) => index > 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      for (const item of home.capabilities.items) expect(shown).toContain(item.title);
      expect(page.querySelector("form")).not.toBeNull();
    });
  });

  it("the navigation: the header's menu and button and the footer, with the entry's words", async () => {
    const navigation = { ...readContent("navigation.json"), cta: { ...readContent("navigation.json").cta, title: "Talk to Us" } };
    await atBothWidths(PREVIEW_TEMPLATES.navigation, previewProps(navigation), (page) => {
      expect(page.querySelector("header")).toHaveTextContent("Talk to Us");
      for (const entry of navigation.menu) expect(page.querySelector("header")).toHaveTextContent(entry.title);
      for (const column of navigation.footerColumns) expect(page.querySelector("footer")).toHaveTextContent(column.title);
    });
  });

  it("the site facts: the footer with the entry's address and blurb", async () => {
    const site = { ...readContent("site.json"), footerBlurb: "Measurement you can trust." };
    await atBothWidths(PREVIEW_TEMPLATES.site, previewProps(site), (page) => {
      expect(page.querySelector("footer")).toHaveTextContent("Measurement you can trust.");
      expect(page.querySelector("footer")).toHaveTextContent(site.address.street);
    });
  });

  it("the workshops overview: its hero and sections", async () => {
    const workshops = readContent("workshops.json");
    await atBothWidths(PREVIEW_TEMPLATES.workshops, previewProps(workshops), (page) => {
      expect(page.querySelector("h1")).toHaveTextContent(workshops.hero.title);
      expect(headings(page).length).toBeGreaterThan(2);
    });
  });

  it("the case studies overview: its hero and call to action", async () => {
    const overview = readContent("case-studies-page.json");
    await atBothWidths(PREVIEW_TEMPLATES["case-studies-page"], previewProps(overview), (page) => {
      expect(page.querySelector("h1")).toHaveTextContent(overview.hero.title);
      expect(headings(page)).toContain(overview.cta.title);
    });
  });

  describe("the case studies' cards, each with its picture, as the case studies overview, the home page and another case study's page show them", () => {
    // The case studies as the admin bundle carries them: each picture as a path from content/.
    const studies = ["etoro", "novamart", "rio"].map((slug) => {
      const { description: _d, challenge: _c, approach: _a, solution: _s, metrics: _m, quote: _q, ...card } = readContent(`case-studies/${slug}.json`);
      return { ...card, logo: null, image: path.posix.join("images", path.basename(card.image)) };
    });
    const RealImage = window.Image;
    beforeEach(() => {
      CONTENT_FOLDERS["case-studies"].push(...studies);
      // jsdom loads no image: here each one the preview probes has loaded at 1600 × 900 as soon as it is asked for.
      window.Image = class {
        onload: (() => void) | null = null;
        naturalWidth = 0;
        naturalHeight = 0;
        set src(_value: string) {
          this.naturalWidth = 1600;
          this.naturalHeight = 900;
          this.onload?.();
        }
      } as unknown as typeof Image;
    });
    afterEach(() => {
      CONTENT_FOLDERS["case-studies"].length = 0;
      window.Image = RealImage;
    });
    /** The picture each case study's card draws, by the study's address (a lazy image of gatsby-plugin-image's own component, as the unit tests render it, holds it in data-src). */
    const cardPictures = (page: HTMLElement) =>
      Object.fromEntries(
        [...page.querySelectorAll("[data-case-study]")].map((card) => {
          const image = card.querySelector("img[data-main-image]");
          return [card.getAttribute("data-case-study"), image?.getAttribute("src") ?? image?.getAttribute("data-src")];
        }),
      );

    it("the overview (in content/): every case study's picture, asked for by its path from content/", async () => {
      await atBothWidths(PREVIEW_TEMPLATES["case-studies-page"], previewProps(readContent("case-studies-page.json")), (page) => {
        expect(cardPictures(page)).toEqual({ etoro: "/media/case-etoro.png", novamart: "/media/case-novamart.png", rio: "/media/case-rio.png" });
      });
    });

    it("another case study's page (in content/case-studies/): the others' pictures, asked for from that folder", async () => {
      const asked: string[] = [];
      const props = previewProps(readContent("case-studies/rio.json"));
      const getAsset = props.getAsset;
      await atBothWidths(PREVIEW_TEMPLATES["case-studies"], { ...props, getAsset: (file, field) => (asked.push(file), getAsset(file, field)) }, (page) => {
        expect(cardPictures(page)).toEqual({ etoro: "/media/case-etoro.png", novamart: "/media/case-novamart.png" });
      });
      expect(asked).toEqual(expect.arrayContaining(["../images/case-etoro.png", "../images/case-novamart.png"]));
      expect(asked).not.toContain("images/case-etoro.png");
    });

    it("the home page: the first three, in their order", async () => {
      await atBothWidths(PREVIEW_TEMPLATES.home, previewProps(readContent("home.json")), (page) => {
        expect(Object.values(cardPictures(page))).toEqual(
          [...studies].sort((a, b) => a.order - b.order).slice(0, 3).map((study) => `/media/${path.basename(study.image)}`),
        );
      });
    });
  });

  it("the insights overview: its hero, the category links, a card for every article listed now, and the newsletter call", async () => {
    const overview = readContent("insights-page.json");
    // The articles as the admin bundle carries them: one published, one scheduled far ahead, one a draft.
    const articles = [
      { title: "Modeled Conversions Explained", description: "A published article.", category: "Attribution", slug: "modeled-conversions", date: "2025-01-15", image: "images/insight-modeled-conversions.png" },
      { title: "A Look Far Ahead", description: "Scheduled, not listed yet.", category: "Strategy", slug: "far-ahead", date: "2999-01-01" },
      { title: "Unfinished Thoughts", description: "A draft, never listed.", category: "Privacy", slug: "unfinished", date: "2025-01-10", draft: true },
      { title: "Coming Soon Article", description: "Announced, no page yet.", category: "Measurement", date: "2025-02-01" },
    ];
    CONTENT_FOLDERS.insights.push(...articles);
    try {
      await atBothWidths(PREVIEW_TEMPLATES["insights-page"], previewProps(overview), (page) => {
        expect(page.querySelector("h1")).toHaveTextContent(overview.hero.title);
        expect(page.querySelectorAll("[data-insight-card]")).toHaveLength(2);
        expect(page.querySelector('a[data-insight-card="published"][href="/insights/modeled-conversions"]')).toHaveTextContent("Modeled Conversions Explained");
        expect(page.querySelector('[data-insight-card="upcoming"]')).toHaveTextContent("Coming Soon Article");
        expect(page).not.toHaveTextContent("A Look Far Ahead");
        expect(page).not.toHaveTextContent("Unfinished Thoughts");
        const links = [...page.querySelectorAll(`nav[aria-label="${overview.categories.navLabel}"] a`)].map((link) => link.textContent);
        expect(links).toEqual([overview.categories.allLabel, "Attribution", "Measurement"]);
        expect(headings(page)).toContain(overview.newsletter.title);
      });
    } finally {
      CONTENT_FOLDERS.insights.length = 0;
    }
  });

  it("the industries, categories and redirects: each as the site shows it, no raw data", async () => {
    const industries = readContent("industries.json");
    await atBothWidths(PREVIEW_TEMPLATES.industries, previewProps(industries), (page) => {
      for (const group of industries.groups) expect(page).toHaveTextContent(group.industry);
      expect(page.textContent).not.toContain(industries.groups[0].color);
    });
    cleanup();
    const choices = readContent("insight-choices.json");
    await atBothWidths(PREVIEW_TEMPLATES["insight-choices"], previewProps(choices), (page) => {
      for (const category of choices.categories) expect(page).toHaveTextContent(category.name);
    });
    cleanup();
    const redirects = readContent("redirects.json");
    await atBothWidths(PREVIEW_TEMPLATES.redirects, previewProps({ items: redirects }), (page) => {
      expect(page.querySelectorAll("li")).toHaveLength(redirects.length);
      expect(page).toHaveTextContent(`${redirects[0].from} → ${redirects[0].to}`);
    });
  });

  it("the lead form texts: every form with the entry's labels, placeholders and buttons", async () => {
    const copy = readContent("lead-form.json");
    copy.labels.email = "Work e-mail";
    copy.variants.home.submitLabel = "Talk to us";
    await atBothWidths(PREVIEW_TEMPLATES["lead-form"], previewProps(copy), (page) => {
      expect(page.querySelectorAll("form")).toHaveLength(6);
      expect(page.querySelectorAll("label")[1]).toHaveTextContent("Work e-mail");
      expect([...page.querySelectorAll("button[type=submit]")].map((button) => button.textContent)).toContain("Talk to us");
    });
  });

  it("the services overview: its hero, sections and call to action", async () => {
    const overview = readContent("services-page.json");
    await atBothWidths(PREVIEW_TEMPLATES["services-page"], previewProps(overview), (page) => {
      expect(page.querySelector("h1")).toHaveTextContent(overview.hero.title);
      expect(headings(page)).toEqual(expect.arrayContaining([overview.marketing.title, overview.product.title, overview.cta.title]));
      expect(page.textContent).not.toContain("{hours}");
    });
  });

  it("the Google Analytics workshop: its hero, modules and the waitlist or booking form", async () => {
    const workshop = readContent("workshop-google-analytics.json");
    await atBothWidths(PREVIEW_TEMPLATES["workshop-google-analytics"], previewProps(workshop), (page) => {
      expect(page.querySelector("h1")).toHaveTextContent(workshop.hero.title);
      expect(headings(page)).toContain(workshop.details.title);
    });
  });

  it("follows an edit: the preview redraws with the entry's new data", async () => {
    const study = readContent("case-studies/rio.json");
    const Framed = framed(PREVIEW_TEMPLATES["case-studies"]);
    const { rerender } = render(<Framed {...previewProps(study)} />);
    await act(async () => {});
    rerender(<Framed {...previewProps({ ...study, metrics: [...study.metrics, { label: "Bookings kept", value: "+12%", icon: "target" }] })} />);
    await act(async () => {});
    expect(framedPage().page.querySelector('[data-metric="Bookings kept"]')).toHaveTextContent("+12%");
  });
});

describe("a landing page's preview with blocks just added", () => {
  it.each(Object.keys(CAMPAIGN_BLOCKS))("draws a %s block whose fields are still empty", async (type) => {
    const props = previewProps({ title: "", path: "", blocks: [{ type }, { type, title: "", buttonLink: "", buttonLabel: "", items: [{}] }] });
    await atBothWidths(PREVIEW_TEMPLATES.campaigns, props, (page) => expect(page.querySelector("[data-preview-root]") ?? page).toBeTruthy());
  });
});
