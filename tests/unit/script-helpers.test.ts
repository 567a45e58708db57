/** @jest-environment node */
import { contactMessageSchema } from "../../supabase/functions/_shared/contact-schema";
import { gatsbyEnv } from "../../scripts/lib/gatsby-env.mjs";
import { percentile, pool, submissionRequest, validSubmission } from "../../scripts/lib/lead-bench.mjs";
import { NOT_FOUND_PATH, TEMPLATES, selectTemplates } from "../../scripts/lib/templates.mjs";
import { outputInNode } from "./support/run-in-node";

describe("the benchmarks' page templates", () => {
  it("names each template's page once, the not-found page last", () => {
    expect(new Set(TEMPLATES.map((page) => page.path)).size).toBe(TEMPLATES.length);
    expect(TEMPLATES.at(-1)).toEqual({ label: "404", path: NOT_FOUND_PATH, notFound: true });
  });

  it("selects by path or label, all when none is named, and keeps an unknown path as given", () => {
    expect(selectTemplates([])).toBe(TEMPLATES);
    expect(selectTemplates(["/contact", "article"]).map((page) => page.path)).toEqual(["/contact", "/insights/modeled-conversions"]);
    expect(selectTemplates(["/new-page"])).toEqual([{ label: "/new-page", path: "/new-page" }]);
  });
});

describe("gatsbyEnv", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("turns telemetry off always, limits malloc arenas unless the environment sets them, and adds what is asked", () => {
    delete process.env.MALLOC_ARENA_MAX;
    process.env.GATSBY_TELEMETRY_DISABLED = "0";
    expect(gatsbyEnv({ NODE_ENV: "production" })).toMatchObject({ MALLOC_ARENA_MAX: "2", GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: "production" });
    process.env.MALLOC_ARENA_MAX = "4";
    expect(gatsbyEnv().MALLOC_ARENA_MAX).toBe("4");
  });
});

describe("the lead benchmark's shared helpers", () => {
  it("runs at most `limit` tasks at once and keeps each result in its task's place", async () => {
    let running = 0;
    let most = 0;
    const tasks = [30, 5, 20, 1, 10].map((ms, index) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
      return index;
    });
    expect(await pool(tasks, 2)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it("sends submissions the function's own schema accepts, each from its own client address with its idempotency key", () => {
    const submissions = [0, 1, 4, 300].map(validSubmission);
    for (const submission of submissions) expect(contactMessageSchema.safeParse(submission.body).success).toBe(true);
    const requests = submissions.map((submission, i) => submissionRequest(submission, [0, 1, 4, 300][i]));
    expect(new Set(requests.map((request) => request.headers["X-Forwarded-For"])).size).toBe(4);
    expect(requests[3].headers).toMatchObject({ "Content-Type": "application/json", "Idempotency-Key": submissions[3].key, "X-Forwarded-For": "10.0.1.44" });
    expect(JSON.parse(requests[0].body)).toEqual(submissions[0].body);
  });

  it("reads percentiles off sorted figures (the nearest rank)", () => {
    const sorted = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    expect([percentile(sorted, 50), percentile(sorted, 95), percentile(sorted, 99), percentile(sorted, 100)]).toEqual([50, 100, 100, 100]);
    expect(percentile([7], 50)).toBe(7);
  });
});

describe("the build's fingerprint (npm start rebuilds when it changes)", () => {
  /** The fingerprint as plain Node computes it in `env` (the module reads import.meta, which Jest's CommonJS cannot run). */
  const fingerprint = (env: Record<string, string>) =>
    outputInNode('import { computeFingerprint } from "./scripts/lib/build-fingerprint.mjs"; console.log(computeFingerprint());', { env: { PATH: process.env.PATH ?? "", ...env } });

  it("changes with a variable baked into the build, not with Gatsby's own switches such as its logger", () => {
    const plain = fingerprint({});
    expect(fingerprint({ GATSBY_LOGGER: "ink", GATSBY_TELEMETRY_DISABLED: "1" })).toBe(plain);
    expect(fingerprint({ GATSBY_SUPABASE_URL: "https://example.supabase.co" })).not.toBe(plain);
  });
});
