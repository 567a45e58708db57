// What bench:leads' load run and fault run share: a concurrency pool, the
// valid submissions, their distinct client addresses, one timed POST, percentiles.
import crypto from "node:crypto";

/** Runs `tasks` (functions returning promises) with at most `limit` in flight. */
export async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]();
      }
    }),
  );
  return results;
}

/** One request to the function; its status, parsed JSON (or null) and time, or status 0 and the error. */
export async function send(url, origin, { method = "POST", headers = {}, body } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(url, { method, headers: { Origin: origin, ...headers }, body, signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // checked by the caller
    }
    return { status: response.status, json, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, json: null, ms: performance.now() - started, error: String(error) };
  }
}

/** A query through the runner's local SQL endpoint (its admin token): the rows. */
export function runnerSql(runner, adminToken) {
  return async (text) => {
    const response = await fetch(`${runner.url}/_local/sql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-local-admin-token": adminToken },
      body: JSON.stringify({ text }),
    });
    return (await response.json()).rows;
  };
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
/** A distinct client address per submission, so the rate limit (per address) stays on without refusing the load. */
export const clientAddress = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** Submission `i` as its visitor's browser sends it: JSON, its idempotency key, from its own client address. */
export function submissionRequest(submission, i) {
  return {
    headers: { "Content-Type": "application/json", "Idempotency-Key": submission.key, "X-Forwarded-For": clientAddress(i) },
    body: JSON.stringify(submission.body),
  };
}

/**
 * A campaign visit as the site's form reports it under full consent: stored
 * in JSON columns (attribution, experiments), which a run on PostgreSQL
 * (--postgres) writes through postgres.js as production does.
 */
function campaignVisit(i) {
  const touch = (at) => ({
    at,
    landingPage: `https://www.swc.co.il/lp/ga4-audit?utm_source=google&utm_medium=cpc&utm_campaign=bench&gclid=Bench${i}`,
    referrer: "https://www.google.com/",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "bench",
    gclid: `Bench${i}`,
  });
  return {
    attribution: {
      firstTouch: touch("2025-03-01T09:00:00.000Z"),
      lastTouch: touch("2025-03-01T09:58:00.000Z"),
      formPage: "https://www.swc.co.il/lp/ga4-audit",
      formVariant: "campaign",
      consent: { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" },
    },
    experiments: { "lp-form-heading": "control" },
  };
}

export function validSubmission(i) {
  return {
    key: `bench-${i}-${crypto.randomUUID()}`,
    body: {
      name: `Bench Visitor ${i}`,
      email: `visitor${i}@bench.example`,
      company: i % 3 === 0 ? "" : `Company ${i}`,
      message: `Message ${i}: we would like to discuss GA4, BigQuery and experimentation.`,
      recaptchaToken: `fake-pass-bench-${i}-${crypto.randomUUID()}`,
      ...(i % 4 === 0 ? { buttonText: "Request DV360 Access", componentName: "DV360 Self-Serve Form" } : {}),
      ...(i % 2 === 0 ? campaignVisit(i) : {}),
    },
  };
}
