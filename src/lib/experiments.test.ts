import fs from "fs";
import path from "path";
import {
  effectiveStatus,
  experimentsForPage,
  parseExperiment,
  withWinners,
  EXPERIMENTS_FOLDER,
  EXPERIMENT_TARGET_BLOCKS,
  EXPERIMENT_TARGET_FIELDS,
  HOME_EXPERIMENT_TEXTS,
  type Experiment,
} from "./experiments";
import { CAMPAIGN_BLOCK_TYPES } from "./campaign-blocks";

const base: Experiment = {
  slug: "home-hero-headline",
  name: "Home hero",
  pages: ["/"],
  target: { block: "hero", fields: ["title", "intro"] },
  variants: [
    { id: "control", name: "As it is" },
    { id: "b", name: "B", content: [{ field: "title", text: "B title" }, { field: "intro", text: "B intro" }] },
  ],
  split: [50, 50],
  start: "2026-11-28",
  end: "2026-12-31",
  status: "running",
};

describe("experiment files", () => {
  // The site's, and the browser tests' (tests/fixtures/unpublished-content, which their build sources).
  const dirs = [path.join(__dirname, "../../content", EXPERIMENTS_FOLDER), path.join(__dirname, "../../tests/fixtures/unpublished-content", EXPERIMENTS_FOLDER)];
  const files = dirs.flatMap((dir) => fs.readdirSync(dir).filter((file) => file.endsWith(".json")).map((file) => path.join(dir, file)));
  it.each(files.map((file) => [path.relative(path.join(__dirname, "../.."), file), file]))("%s is valid and named by its id", (_name, file) => {
    const experiment = parseExperiment(JSON.parse(fs.readFileSync(file, "utf8")), file);
    expect(`${experiment.slug}.json`).toBe(path.basename(file));
  });

  it("refuses a control with content, shares not adding up, missing fields and a winner not named", () => {
    expect(() => parseExperiment({ ...base, variants: [{ id: "control", name: "c", content: [{ field: "title", text: "x" }] }, base.variants[1]] }, "f.json")).toThrow(/control/);
    expect(() => parseExperiment({ ...base, split: [60, 50] }, "f.json")).toThrow(/add up to 100/);
    expect(() => parseExperiment({ ...base, split: [100] }, "f.json")).toThrow(/one share per variant/);
    expect(() => parseExperiment({ ...base, variants: [base.variants[0], { id: "b", name: "B", content: [{ field: "title", text: "x" }] }] }, "f.json")).toThrow(/title, intro/);
    expect(() => parseExperiment({ ...base, status: "winner chosen" }, "f.json")).toThrow(/winning variant/);
    expect(() => parseExperiment({ ...base, end: "2026-11-01" }, "f.json")).toThrow(/before the start/);
    expect(() => parseExperiment({ ...base, variants: [base.variants[0], { ...base.variants[1], id: "b-side" }] }, "f.json")).toThrow(/Variant 2 \(b-side\): a hyphen in a variant's id .* such as bside/);
    expect(() => parseExperiment({ ...base, variants: [...base.variants, { id: "c", name: "C", content: [{ field: "title", text: "t" }, { field: "intro", text: "i" }] }, { id: "d", name: "D", content: [{ field: "title", text: "t" }, { field: "intro", text: "i" }] }, { id: "e", name: "E", content: [{ field: "title", text: "t" }, { field: "intro", text: "i" }] }], split: [20, 20, 20, 20, 20] }, "f.json")).toThrow();
  });
});

describe("status on the day of the build", () => {
  it("runs from the start day to the end day inclusive, and stops by itself after", () => {
    expect(effectiveStatus(base, "2026-11-27")).toBe("draft");
    expect(effectiveStatus(base, "2026-11-28")).toBe("running");
    expect(effectiveStatus(base, "2026-12-31")).toBe("running");
    expect(effectiveStatus(base, "2027-01-01")).toBe("stopped");
    expect(effectiveStatus({ ...base, status: "draft" }, "2026-12-01")).toBe("draft");
  });
});

describe("a page's experiments", () => {
  it("lists a running experiment on its pages only", () => {
    expect(experimentsForPage([base], "/", "2026-12-01", HOME_EXPERIMENT_TEXTS).running.map((e) => e.id)).toEqual(["home-hero-headline"]);
    expect(experimentsForPage([base], "/contact", "2026-12-01", HOME_EXPERIMENT_TEXTS)).toEqual({ running: [], winners: [] });
  });

  it("leaves no trace of a draft, a stopped or an ended experiment", () => {
    for (const experiment of [{ ...base, status: "draft" as const }, { ...base, status: "stopped" as const }]) {
      expect(experimentsForPage([experiment], "/", "2026-12-01", HOME_EXPERIMENT_TEXTS)).toEqual({ running: [], winners: [] });
    }
    expect(experimentsForPage([base], "/", "2027-01-01", HOME_EXPERIMENT_TEXTS)).toEqual({ running: [], winners: [] });
  });

  it("makes a chosen winner the content, without assignment; a winning control changes nothing", () => {
    const won = experimentsForPage([{ ...base, status: "winner chosen", winner: "b" }], "/", "2026-12-01", HOME_EXPERIMENT_TEXTS);
    expect(won.running).toEqual([]);
    expect(withWinners("hero", { title: "A", intro: "A intro", buttonLabel: "Go" }, won.winners)).toEqual({ title: "B title", intro: "B intro", buttonLabel: "Go" });
    expect(withWinners("about", { title: "A" }, won.winners)).toEqual({ title: "A" });
    expect(experimentsForPage([{ ...base, status: "winner chosen", winner: "control" }], "/", "2026-12-01", HOME_EXPERIMENT_TEXTS)).toEqual({ running: [], winners: [] });
  });

  it("refuses two running experiments on the same field", () => {
    expect(() => experimentsForPage([base, { ...base, slug: "other" }], "/", "2026-12-01", HOME_EXPERIMENT_TEXTS)).toThrow(/both test hero.title/);
  });
});

describe("an experiment on a landing page", () => {
  const page = "/lp/server-side-tagging";
  // What the page's first block of each type shows as text (src/components/campaign/campaign-page-props.ts).
  const texts = { hero: ["title", "subtitle"], cta: ["title", "text"], "lead-form": ["title", "intro"] };
  const formHeading: Experiment = {
    ...base,
    slug: "lp-form-heading",
    pages: [page],
    target: { block: "lead-form", fields: ["title"] },
    variants: [base.variants[0], { id: "review", name: "Review", content: [{ field: "title", text: "Get Your Tagging Review" }] }],
  };

  it("tests the lead form's heading, or any text a block shows", () => {
    const { running } = experimentsForPage([formHeading], page, "2026-12-01", texts);
    expect(running).toEqual([
      { id: "lp-form-heading", block: "lead-form", fields: ["title"], variants: [{ id: "control" }, { id: "review", content: { title: "Get Your Tagging Review" } }], split: [50, 50], end: "2026-12-31" },
    ]);
  });

  it("fails the build on a block the page lacks, or a text its block does not show, running or won", () => {
    expect(() => experimentsForPage([{ ...formHeading, target: { block: "faq", fields: ["title"] } }], page, "2026-12-01", texts)).toThrow(
      /lp-form-heading tests the block faq, which \/lp\/server-side-tagging does not have \(it has: hero, cta, lead-form\)/,
    );
    const eyebrow = { ...formHeading, target: { block: "hero", fields: ["eyebrow"] }, variants: [base.variants[0], { id: "b", name: "B", content: [{ field: "eyebrow", text: "New" }] }] };
    expect(() => experimentsForPage([eyebrow], page, "2026-12-01", texts)).toThrow(/tests hero.eyebrow, which \/lp\/server-side-tagging does not show as text \(it can test: title, subtitle\)/);
    expect(() => experimentsForPage([{ ...eyebrow, status: "winner chosen", winner: "b" }], page, "2026-12-01", texts)).toThrow(/hero.eyebrow/);
    // A draft or a stopped experiment changes nothing, so it may name what the page does not have yet.
    expect(experimentsForPage([{ ...eyebrow, status: "draft" }], page, "2026-12-01", texts)).toEqual({ running: [], winners: [] });
  });

  it("makes a chosen winner the block's text", () => {
    const { winners } = experimentsForPage([{ ...formHeading, status: "winner chosen", winner: "review" }], page, "2026-12-01", texts);
    expect(withWinners("lead-form", { title: "Plan Your Setup", intro: "Tell us.", formName: "Form" }, winners)).toEqual({ title: "Get Your Tagging Review", intro: "Tell us.", formName: "Form" });
  });

  it("offers the CMS every block type and every text field a block or the home hero shows", () => {
    expect(EXPERIMENT_TARGET_BLOCKS).toEqual(CAMPAIGN_BLOCK_TYPES);
    expect(EXPERIMENT_TARGET_FIELDS).toEqual(expect.arrayContaining(["title", "intro", "subtitle", "eyebrow", "text", "author"]));
    expect(EXPERIMENT_TARGET_FIELDS).not.toContain("buttonLabel");
  });
});

describe("a test of a whole block", () => {
  const page = "/lp/server-side-tagging";
  const texts = { hero: ["title", "subtitle"], quote: ["text", "author", "title"], "lead-form": ["title"] };
  const checklist = { type: "text", title: "What We Check", body: "- Orders" };
  const proof: Experiment = {
    ...base,
    slug: "lp-proof",
    pages: [page],
    target: { block: "quote", fields: [] },
    variants: [{ id: "control", name: "As it is" }, { id: "checklist", name: "Checklist", block: [checklist] }],
  };

  it("names no fields, and each variant gives one block to show instead, of a type that can be swapped", () => {
    expect(parseExperiment({ ...proof, target: { block: "quote" } }, "f.json").target).toEqual({ block: "quote", fields: [] });
    expect(() => parseExperiment({ ...proof, target: { block: "hero" } }, "f.json")).toThrow(/a whole hero block cannot be swapped/);
    expect(() => parseExperiment({ ...proof, variants: [proof.variants[0], { id: "b", name: "B", block: [{ type: "lead-form", title: "x" }] }] }, "f.json")).toThrow(/one block to show instead/);
    expect(() => parseExperiment({ ...proof, variants: [proof.variants[0], { id: "b", name: "B", block: [checklist, checklist] }] }, "f.json")).toThrow(/one block to show instead/);
    expect(() => parseExperiment({ ...proof, variants: [proof.variants[0], { id: "b", name: "B", content: [{ field: "text", text: "x" }] }] }, "f.json")).toThrow(/one block to show instead/);
    expect(() => parseExperiment({ ...proof, variants: [{ ...proof.variants[0], block: [checklist] }, proof.variants[1]] }, "f.json")).toThrow(/control/);
    // A block as a query returns it, named by its GraphQL type.
    expect(parseExperiment({ ...proof, variants: [proof.variants[0], { id: "b", name: "B", block: [{ __typename: "CampaignText", textTitle: "t", html: "<p>x</p>" }] }] }, "f.json").variants[1].block).toHaveLength(1);
  });

  it("runs with its variants' blocks, and a chosen winner replaces the block", () => {
    const { running } = experimentsForPage([proof], page, "2026-12-01", texts);
    expect(running[0]).toMatchObject({ block: "quote", fields: [], variants: [{ id: "control" }, { id: "checklist", block: checklist }] });
    const { winners } = experimentsForPage([{ ...proof, status: "winner chosen", winner: "checklist" }], page, "2026-12-01", texts);
    expect(winners).toEqual([{ block: "quote", content: {}, replacement: checklist }]);
  });

  it("claims every text of the block: a test of one of its texts on the same page is refused, either way round", () => {
    const quoteText: Experiment = { ...proof, slug: "lp-quote-text", target: { block: "quote", fields: ["text"] }, variants: [proof.variants[0], { id: "b", name: "B", content: [{ field: "text", text: "Other words" }] }] };
    expect(() => experimentsForPage([proof, quoteText], page, "2026-12-01", texts)).toThrow(/lp-proof and lp-quote-text both test quote.text/);
    expect(() => experimentsForPage([quoteText, proof], page, "2026-12-01", texts)).toThrow(/lp-quote-text and lp-proof both test quote.\*/);
    expect(() => experimentsForPage([proof, { ...proof, slug: "other" }], page, "2026-12-01", texts)).toThrow(/both test quote.\*/);
  });
});
