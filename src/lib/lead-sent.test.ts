/** @jest-environment node */
import { createHash } from "crypto";
import { ALL_DENIED, ALL_GRANTED } from "./consent";
import { generateLeadEvent, leadSentEvent } from "./lead-sent";
import { leadExperiments } from "./experiment-exposure";
import { toDataLayerEvent } from "./analytics";

const hex = (text: string) => createHash("sha256").update(text).digest("hex");

describe("leadSentEvent", () => {
  const lead = { email: " First.Last@Gmail.com ", buttonLabel: "Send Message", formName: "Contact Page Form", leadId: "lead-3f2b8c1e-6a4d-4e7b-9c0a-5d1e2f3a4b5c" } as const;

  it("carries the lead id and, with ad_user_data granted, the e-mail hashed as Google normalises it", async () => {
    const event = await leadSentEvent({ ...lead, consent: ALL_GRANTED });
    expect(event).toMatchObject({ event_name: "lead_sent", component_name: "Contact Page Form", lead_id: lead.leadId });
    // Google's normalisation drops a gmail.com local part's dots, for both hashes (the export's too).
    expect(event.user_data).toEqual({ sha256_email_address: hex("firstlast@gmail.com") });
    expect(event.hashed_email).toBe(hex("firstlast@gmail.com"));
  });

  it("has no hash of the e-mail at all when ad_user_data is denied or no choice was made", async () => {
    for (const consent of [ALL_DENIED, null, { ...ALL_GRANTED, ad_user_data: "denied" as const }]) {
      const event = await leadSentEvent({ ...lead, consent });
      expect(event).not.toHaveProperty("user_data");
      expect(event).not.toHaveProperty("hashed_email");
      expect(event.lead_id).toBe(lead.leadId);
    }
  });

  it("names the A/B test variants sent with the lead as experience_impression does, and has none without them", async () => {
    const event = await leadSentEvent({ ...lead, consent: ALL_GRANTED, experiments: { "home-hero-headline": "b", other: "control" } });
    expect(event.exp_variant_string).toBe("SWC-home-hero-headline-b,SWC-other-control");
    expect(toDataLayerEvent(event)).toMatchObject({ event_name: "lead_sent", exp_variant_string: "SWC-home-hero-headline-b,SWC-other-control" });
    expect(await leadSentEvent({ ...lead, consent: ALL_GRANTED, experiments: null })).not.toHaveProperty("exp_variant_string");
  });
});

describe("generateLeadEvent", () => {
  it("pushes GA4's generate_lead with the form's name and its lead value and currency", () => {
    expect(toDataLayerEvent(generateLeadEvent("Contact Page Form", { value: 1500, currency: "ILS" }))).toEqual({
      event: expect.any(String),
      event_name: "generate_lead",
      event_detail: "N/A",
      event_text: "N/A",
      component_name: "Contact Page Form",
      value: 1500,
      currency: "ILS",
    });
  });

  it("goes without value and currency when the form has no lead value", () => {
    const pushed = toDataLayerEvent(generateLeadEvent("GA4 Audit Landing Page Form", null));
    expect(pushed).toMatchObject({ event_name: "generate_lead", component_name: "GA4 Audit Landing Page Form" });
    expect(pushed).not.toHaveProperty("value");
    expect(pushed).not.toHaveProperty("currency");
  });
});

describe("leadExperiments", () => {
  const storage = () => ({ getItem: () => JSON.stringify({ "home-hero-headline": ["b", "2027-01-31"] }) });
  const now = new Date("2026-12-01T10:00:00Z");

  it("sends the variants shown only while analytics_storage is granted", () => {
    expect(leadExperiments(ALL_GRANTED, storage, now)).toEqual({ "home-hero-headline": "b" });
    expect(leadExperiments(ALL_DENIED, storage, now)).toBeNull();
    expect(leadExperiments(null, storage, now)).toBeNull();
  });

  it("sends none once the experiment ended, or when storage cannot be read", () => {
    expect(leadExperiments(ALL_GRANTED, storage, new Date("2027-02-01T00:00:00Z"))).toBeNull();
    const blocked = () => {
      throw new DOMException("denied", "SecurityError");
    };
    expect(leadExperiments(ALL_GRANTED, blocked, now)).toBeNull();
  });
});
