import React from "react";
import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { ExperimentText, experimentHead } from "./ExperimentText";
import { EXPERIMENTS_ATTRIBUTE, experimentStyle } from "../../lib/experiment-assignment";
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
    expect(renderToStaticMarkup(<>{experimentHead([experiment])}</>)).toMatch(/^<script data-experiments-head="">[\s\S]*<\/script><style data-experiments-head="">[\s\S]*<\/style>$/);
  });
});
