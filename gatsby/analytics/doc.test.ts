/** @jest-environment node */
import crypto from "crypto";
import { renderAnalyticsDoc } from "./doc";
import { containerInventory, nextVersionHistory } from "./container-versions";
import { renderGtmContainer } from "./gtm-container";
import { EVENT_CATALOGUE, HASHED_EMAIL_EXAMPLE_INPUT } from "./catalogue";

/** Stands for the compiled consent-default head script, whose hash the doc prints. */
const CONSENT_DEFAULT_SCRIPT = "window.dataLayer=window.dataLayer||[];";

const sha256 = (text: string, encoding: "hex" | "base64") => crypto.createHash("sha256").update(text).digest(encoding);

describe("docs/analytics.md", () => {
  const versions = nextVersionHistory([], containerInventory(renderGtmContainer().containerVersion), "2026-11-28");
  const rendered = renderAnalyticsDoc({ consentScriptSha256: sha256(CONSENT_DEFAULT_SCRIPT, "base64"), versions });

  it("documents each of the thirteen event types with a section and an example", () => {
    const names = ["page_view", ...Object.keys(EVENT_CATALOGUE)];
    expect(names).toEqual([
      "page_view",
      "navigation",
      "lead_click",
      "get_in_touch",
      "solutions_button_clicked",
      "radio_clicked",
      "service_clicked",
      "technology_clicked",
      "case_study_clicked",
      "lead_sent",
      "generate_lead",
      "lead_error",
      "experience_impression",
    ]);
    for (const name of names) {
      expect(rendered).toContain(`### ${name}\n`);
      expect(rendered).toContain(`"event_name": "${name}"`);
    }
  });

  it("shows a correct hashed_email example (SHA-256 hex of the trimmed, lower-cased address)", () => {
    const [example] = EVENT_CATALOGUE.lead_sent.examples;
    expect(example.hashed_email).toBe(sha256(HASHED_EMAIL_EXAMPLE_INPUT.trim().toLowerCase(), "hex"));
  });

  it("pins the CSP hash of the exact inline script", () => {
    expect(rendered).toContain(`'sha256-${sha256(CONSENT_DEFAULT_SCRIPT, "base64")}'`);
  });
});
