import React from "react";
import { render } from "@testing-library/react";
import { LeadForm } from "./LeadForm";
import { LEAD_FORM_COPY_DEFAULTS } from "../../lib/lead-form-copy";
import { LEAD_FORM_VARIANTS, type LeadFormVariant } from "../../lib/lead-form-variants";
import { readContent } from "../../../tests/unit/support/content-json";

const VARIANTS = Object.keys(LEAD_FORM_VARIANTS) as LeadFormVariant[];

/** The form as first rendered, before the captcha is requested (the browser tests check the built pages' HTML). */
function rendered(variant: LeadFormVariant) {
  return render(<LeadForm variant={variant} email="hello@example.com" />).container;
}

describe.each(VARIANTS)("the %s form", (variant) => {
  it("says what the details are for and links the privacy notice, before the captcha is done", () => {
    const note = rendered(variant).querySelector("[data-privacy-note]");
    expect(note).toHaveTextContent(LEAD_FORM_COPY_DEFAULTS.privacyNote);
    const link = note!.querySelector("a")!;
    expect(link).toHaveAttribute("href", "/privacy");
    expect(link).toHaveTextContent(LEAD_FORM_COPY_DEFAULTS.privacyLinkLabel);
  });
});

it("the content file's note is the default, short and without the old promise", () => {
  const copy = readContent("lead-form.json");
  expect(copy.privacyNote).toBe(LEAD_FORM_COPY_DEFAULTS.privacyNote);
  expect(copy.privacyNote.length).toBeLessThan(120);
  expect(copy.privacyNote).not.toMatch(/only to answer/);
});
