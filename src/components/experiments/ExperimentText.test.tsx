import React from "react";
import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { ExperimentBlock, ExperimentText, experimentHead, withExperimentScript } from "./ExperimentText";
import { CampaignBlocks, type CampaignBlock } from "../campaign/CampaignBlocks";
import { campaignExperimentTexts } from "../campaign/campaign-page-props";
import { PageHero } from "../sections/PageHero";
import { LeadFormSection } from "../sections/LeadFormSection";
import type { RunningExperiment } from "../../lib/experiments";
import { mockSiteData } from "../../../tests/unit/support/content-json";
import { EXPERIMENTS_ATTRIBUTE, experimentHeadData, experimentStyle } from "../../lib/experiment-assignment";
import { RUNNING_HERO_EXPERIMENT } from "../../lib/experiment-fixture";

const experiment = RUNNING_HERO_EXPERIMENT;

describe("ExperimentText", () => {
  it("is exactly the text without an experiment on the field", () => {
    expect(renderToStaticMarkup(<h1><ExperimentText block="hero" field="title">Control</ExperimentText></h1>)).toBe("<h1>Control</h1>");
    expect(renderToStaticMarkup(<h1><ExperimentText experiments={[experiment]} block="about" field="title">Control</ExperimentText></h1>)).toBe("<h1>Control</h1>");
  });

  it("renders the control shown and the variants hidden, so the page without an assignment reads as the control", () => {
    const { container } = render(<h1><ExperimentText experiments={[experiment]} block="hero" field="title">Control</ExperimentText></h1>);
    const spans = container.querySelectorAll("span");
    expect([...spans].map((span) => [span.getAttribute("data-xv"), span.hidden, span.hasAttribute("data-nosnippet"), span.textContent])).toEqual([
      ["control", false, false, "Control"],
      ["b", true, true, "B title"],
    ]);
  });
});

describe("the page's experiment rules", () => {
  it("show a variant's text in place of the control only under its assignment on <html>", () => {
    document.head.innerHTML = `<style>${experimentStyle([experiment])}</style>`;
    document.body.innerHTML = renderToStaticMarkup(<h1><ExperimentText experiments={[experiment]} block="hero" field="title">Control</ExperimentText></h1>);
    const [control, variant] = [...document.querySelectorAll("span")];
    const shown = () => [getComputedStyle(control).display !== "none" && !control.hidden, getComputedStyle(variant).display !== "none"];
    document.documentElement.setAttribute(EXPERIMENTS_ATTRIBUTE, "home-hero-headline.control");
    expect(getComputedStyle(control).display).not.toBe("none");
    document.documentElement.setAttribute(EXPERIMENTS_ATTRIBUTE, "home-hero-headline.b");
    expect(shown()).toEqual([false, true]);
    document.documentElement.removeAttribute(EXPERIMENTS_ATTRIBUTE);
  });

  it("adds nothing to the head of a page without a running experiment", () => {
    expect(experimentHead([])).toBeNull();
    expect(renderToStaticMarkup(<>{experimentHead([experiment])}</>)).toMatch(/^<script type="application\/json" data-experiments-head="">[\s\S]*<\/script><style data-experiments-head="">[\s\S]*<\/style>$/);
  });

  it("gives the head script its page's experiments as JSON, the script right after them", () => {
    const head = withExperimentScript([<title key="title">Home</title>, experimentHead([experiment])!.props.children].flat(), "/* experiment-assignment */");
    const html = renderToStaticMarkup(<>{head}</>);
    const [, json] = /^<title>Home<\/title><script type="application\/json" data-experiments-head="">(.*?)<\/script><script data-experiments-head="">\/\* experiment-assignment \*\/<\/script><style/.exec(html)!;
    expect(JSON.parse(json)).toEqual(experimentHeadData([experiment]));
    expect(renderToStaticMarkup(<>{withExperimentScript([<title key="title">Home</title>], "x")}</>)).toBe("<title>Home</title>");
  });
});

/** A running test of a landing page's lead-form heading. */
const FORM_HEADING: RunningExperiment = {
  id: "lp-form-heading",
  block: "lead-form",
  fields: ["title"],
  variants: [{ id: "control" }, { id: "review", content: { title: "Get Your Review" } }],
  split: [50, 50],
  end: "2026-12-31",
};

/** The variant ids a container renders for a text, in order; [] when it renders the text alone. */
const variantsIn = (element: Element | null) => [...(element?.querySelectorAll("[data-xv]") ?? [])].map((span) => span.getAttribute("data-xv"));

describe("a landing page's block under test", () => {
  // The lead form's section names the reply time from content/site.json.
  beforeEach(mockSiteData);

  it("draws the texts of the block the experiment names, through the shared components, and nothing else", () => {
    const { container } = render(
      <>
        <ExperimentBlock experiments={[FORM_HEADING]} block="lead-form">
          <LeadFormSection id="form" title="Plan Your Setup" intro="Tell us." points={[]}>
            <form />
          </LeadFormSection>
        </ExperimentBlock>
        <ExperimentBlock experiments={[FORM_HEADING]} block="hero">
          <PageHero title="The hero" subtitle="Not under test" />
        </ExperimentBlock>
      </>,
    );
    const heading = container.querySelector("#form-heading")!;
    expect(variantsIn(heading)).toEqual(["control", "review"]);
    expect(heading.querySelector('[data-xv="review"]')).toHaveProperty("hidden", true);
    expect(variantsIn(container.querySelector("#form p"))).toEqual([]);
    expect(variantsIn(container.querySelector("h1"))).toEqual([]);
  });

  it("renders a shared component exactly as before outside a block under test", () => {
    const hero = <PageHero eyebrow="Eyebrow" title="Title" subtitle="Subtitle" />;
    const plain = renderToStaticMarkup(hero);
    expect(plain).not.toContain("data-xp");
    expect(renderToStaticMarkup(<ExperimentBlock experiments={[FORM_HEADING]} block="hero">{hero}</ExperimentBlock>)).toBe(plain);
  });

  const blocks: CampaignBlock[] = [
    { type: "hero", props: { title: "A GA4 Check", subtitle: "Two weeks.", eyebrow: null } },
    { type: "text", props: { title: "First text", html: "<p>One</p>" } },
    { type: "text", props: { title: "Second text", html: "<p>Two</p>" } },
  ];
  const textTitle: RunningExperiment = { ...FORM_HEADING, id: "lp-text", block: "text", variants: [{ id: "control" }, { id: "b", content: { title: "B text" } }] };

  it("tests the first block of its type on the page", () => {
    const { container } = render(<CampaignBlocks blocks={blocks} context={{ clientLogos: [], clientLogosLabel: "" }} experiments={[textTitle]} />);
    const [first, second] = [...container.querySelectorAll('[data-block="text"] h2')];
    expect(variantsIn(first)).toEqual(["control", "b"]);
    expect(variantsIn(second)).toEqual([]);
    expect(second.textContent).toBe("Second text");
  });

  it("offers experiments the texts the first block of each type shows", () => {
    expect(campaignExperimentTexts(blocks)).toEqual({ hero: ["title", "subtitle"], text: ["title"] });
  });
});

describe("a landing page's block under a test of the whole block", () => {
  const quote: CampaignBlock = { type: "quote", props: { text: "Our numbers match.", author: "Head of E-commerce", title: "Retailer" } };
  const checklist: CampaignBlock = { type: "text", props: { title: "What We Check", html: "<ul><li>Orders</li></ul>" } };
  const proof: RunningExperiment = { id: "lp-proof", block: "quote", fields: [], variants: [{ id: "control" }, { id: "checklist" }], split: [50, 50], end: "2026-12-31" };
  const page = (
    <CampaignBlocks
      blocks={[quote, { type: "text", props: { title: "More", html: "<p>More</p>" } }]}
      context={{ clientLogos: [], clientLogosLabel: "" }}
      experiments={[proof]}
      swaps={{ quote: { experiment: "lp-proof", variants: [{ id: "checklist", block: checklist }] } }}
    />
  );

  it("renders the page's block, then each variant's block hidden, with ids of its own, in the block's place", () => {
    const { container } = render(page);
    const [block, other] = [...container.querySelectorAll("[data-block]")];
    expect(block.getAttribute("data-block")).toBe("quote");
    const wrappers = [...block.children].map((child) => [child.getAttribute("data-xv"), (child as HTMLElement).hidden, child.hasAttribute("data-nosnippet")]);
    expect(wrappers).toEqual([
      ["control", false, false],
      ["checklist", true, true],
    ]);
    expect(block.querySelector('[data-xv="checklist"] h2')?.id).toBe("block-1-checklist-title");
    expect(other.querySelector("h2")?.id).toBe("block-2-title");
    expect(new Set([...container.querySelectorAll("[id]")].map((element) => element.id)).size).toBe(container.querySelectorAll("[id]").length);
  });

  it("shows the assigned variant's block as the page's blocks are shown (no box of its own), and hides the page's", () => {
    document.head.innerHTML = `<style>.contents{display:contents}${experimentStyle([proof])}</style>`;
    document.body.innerHTML = renderToStaticMarkup(page);
    const [control, variant] = [...document.querySelectorAll<HTMLElement>('[data-block="quote"] > [data-xv]')];
    document.documentElement.setAttribute(EXPERIMENTS_ATTRIBUTE, "lp-proof.checklist");
    expect([getComputedStyle(control).display, getComputedStyle(variant).display]).toEqual(["none", "contents"]);
    document.documentElement.removeAttribute(EXPERIMENTS_ATTRIBUTE);
    expect([getComputedStyle(control).display, variant.hidden]).toEqual(["contents", true]);
  });
});
