import fs from "fs";
import path from "path";

/** The few site facts build-time code needs before GraphQL exists. */
export interface SiteFacts {
  brand: string;
  siteUrl: string;
  description: string;
  /** the IANA time zone the site's dates are in */
  timeZone: string;
}

export function readSiteFacts(contentDir = path.resolve(__dirname, "..", "content")): SiteFacts {
  const raw = JSON.parse(fs.readFileSync(path.join(contentDir, "site.json"), "utf8"));
  if (typeof raw.brand !== "string" || typeof raw.siteUrl !== "string") {
    throw new Error("content/site.json must define string fields brand and siteUrl");
  }
  return { brand: raw.brand, siteUrl: raw.siteUrl, description: String(raw.defaultDescription ?? ""), timeZone: typeof raw.timeZone === "string" ? raw.timeZone : "UTC" };
}
