/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { adminHeaderRules, contentSecurityPolicy, headersFile } from "./security-headers";
import { missingMeasurementHosts, pagePolicies, staleGeneratedFiles } from "./measurement-check";
import { ANALYTICS_DOC_PATH } from "../analytics/generated";
import { containerCspSources } from "../analytics/gtm-container";
import { compileHeadScript } from "../../plugins/gatsby-plugin-swc-delivery/bundling/page-runtime";

const ROOT = path.resolve(__dirname, "../..");

describe("measurement-check", () => {
  it("finds the committed generated files current, and names one that is not", async () => {
    const consentScript = await compileHeadScript(ROOT, "consent-default");
    expect(staleGeneratedFiles(ROOT, consentScript)).toEqual([]);
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "measurement-check-"));
    try {
      fs.cpSync(path.join(ROOT, "docs"), path.join(copy, "docs"), { recursive: true });
      fs.appendFileSync(path.join(copy, ANALYTICS_DOC_PATH), "\nedited by hand\n");
      expect(staleGeneratedFiles(copy, consentScript)).toEqual([ANALYTICS_DOC_PATH]);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it("reads each page's policy from _headers, the CMS's left out, and finds the site's own complete", () => {
    const file = headersFile([{ urlPath: "/about", html: "<script>x()</script>" }], [], { supabaseOrigin: "https://p.supabase.co" }, adminHeaderRules("github"));
    const policies = pagePolicies(file);
    expect([...policies.keys()]).toEqual(["/about"]);
    expect(missingMeasurementHosts(policies.get("/about")!, containerCspSources())).toEqual([]);
  });

  it("names the hosts a policy without Google Ads would block", () => {
    const policy = contentSecurityPolicy([], { supabaseOrigin: "https://p.supabase.co" }).replace(/ https:\/\/www\.googleadservices\.com/g, "");
    expect(missingMeasurementHosts(policy, containerCspSources())).toEqual(expect.arrayContaining(["script-src https://www.googleadservices.com", "img-src https://www.googleadservices.com"]));
  });
});
