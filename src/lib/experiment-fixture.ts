import type { RunningExperiment } from "./experiments";

/** A running two-variant test of the home hero's title and intro, for unit tests. */
export const RUNNING_HERO_EXPERIMENT: RunningExperiment = {
  id: "home-hero-headline",
  block: "hero",
  fields: ["title", "intro"],
  variants: [{ id: "control" }, { id: "b", content: { title: "B title", intro: "B intro" } }],
  split: [50, 50],
  end: "2026-12-31",
};
