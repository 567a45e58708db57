import fs from "fs";
import path from "path";
import { effectiveStatus, experimentsForPage, parseExperiment, withWinners, EXPERIMENTS_FOLDER, type Experiment } from "./experiments";

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
  const dir = path.join(__dirname, "../../content", EXPERIMENTS_FOLDER);
  it.each(fs.readdirSync(dir).filter((file) => file.endsWith(".json")))("%s is valid and named by its id", (file) => {
    const experiment = parseExperiment(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")), file);
    expect(`${experiment.slug}.json`).toBe(file);
  });

  it("refuses a control with content, shares not adding up, missing fields and a winner not named", () => {
    expect(() => parseExperiment({ ...base, variants: [{ id: "control", name: "c", content: [{ field: "title", text: "x" }] }, base.variants[1]] }, "f.json")).toThrow(/control/);
    expect(() => parseExperiment({ ...base, split: [60, 50] }, "f.json")).toThrow(/add up to 100/);
    expect(() => parseExperiment({ ...base, split: [100] }, "f.json")).toThrow(/one share per variant/);
    expect(() => parseExperiment({ ...base, variants: [base.variants[0], { id: "b", name: "B", content: [{ field: "title", text: "x" }] }] }, "f.json")).toThrow(/title, intro/);
    expect(() => parseExperiment({ ...base, status: "winner chosen" }, "f.json")).toThrow(/winning variant/);
    expect(() => parseExperiment({ ...base, end: "2026-11-01" }, "f.json")).toThrow(/before the start/);
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
    expect(experimentsForPage([base], "/", "2026-12-01").running.map((e) => e.id)).toEqual(["home-hero-headline"]);
    expect(experimentsForPage([base], "/contact", "2026-12-01")).toEqual({ running: [], winners: [] });
  });

  it("leaves no trace of a draft, a stopped or an ended experiment", () => {
    for (const experiment of [{ ...base, status: "draft" as const }, { ...base, status: "stopped" as const }]) {
      expect(experimentsForPage([experiment], "/", "2026-12-01")).toEqual({ running: [], winners: [] });
    }
    expect(experimentsForPage([base], "/", "2027-01-01")).toEqual({ running: [], winners: [] });
  });

  it("makes a chosen winner the content, without assignment; a winning control changes nothing", () => {
    const won = experimentsForPage([{ ...base, status: "winner chosen", winner: "b" }], "/", "2026-12-01");
    expect(won.running).toEqual([]);
    expect(withWinners("hero", { title: "A", intro: "A intro", buttonLabel: "Go" }, won.winners)).toEqual({ title: "B title", intro: "B intro", buttonLabel: "Go" });
    expect(withWinners("about", { title: "A" }, won.winners)).toEqual({ title: "A" });
    expect(experimentsForPage([{ ...base, status: "winner chosen", winner: "control" }], "/", "2026-12-01")).toEqual({ running: [], winners: [] });
  });

  it("refuses two running experiments on the same field", () => {
    expect(() => experimentsForPage([base, { ...base, slug: "other" }], "/", "2026-12-01")).toThrow(/both test hero.title/);
  });
});
