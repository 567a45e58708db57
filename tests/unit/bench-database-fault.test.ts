/** @jest-environment node */
import { outputInNode } from "./support/run-in-node";

/**
 * bench:leads' database fault run (PostgreSQL stopped while leads arrive)
 * needs a real cluster, Deno and minutes; what it decides is logic, tested
 * here: which leads it sends again, and when the run held. (The module finds
 * the repository through import.meta, so it runs in plain Node.)
 */
type Answer = { status: number; json: { retryReceipt?: string } | null };
interface Run {
  n: number;
  answers: Answer[];
  retries: { status: number }[];
  keysInDatabase: string[];
  outbox: { status: string; provider_id: string | null }[];
  alerts: string[];
  mail: { unique: number; repeats: number };
}

/** judgeDatabaseFault for each run in one Node process, retrying as the run does; its Set and counter made plain. */
function judge(runs: Run[]) {
  const code = `
    import { judgeDatabaseFault, leadsToRetry } from "./scripts/lib/bench-database-fault.mjs";
    const runs = ${JSON.stringify(runs)};
    console.log(JSON.stringify(runs.map(({ mail, ...run }) => {
      const { retried } = leadsToRetry(run.answers);
      const submissionKeys = run.answers.map((_, i) => "k" + i);
      const { count, storedKeys, ...figures } = judgeDatabaseFault({ ...run, retried, submissionKeys, mail: { accepted: mail } });
      return { ...figures, answered: { 200: count(200), 202: count(202), 503: count(503) }, distinctStored: storedKeys.size };
    })));`;
  return JSON.parse(outputInNode(code));
}

const alert = "[lead-alert] lead k1 not stored — database unavailable; e-mailed with its details";
/** Four leads, two of them not stored (202 with a receipt), the first of those retried and stored; all e-mailed once. */
const held: Run = {
  n: 4,
  answers: [
    { status: 200, json: {} },
    { status: 202, json: { retryReceipt: "r1" } },
    { status: 200, json: {} },
    { status: 202, json: { retryReceipt: "r3" } },
  ],
  retries: [{ status: 200 }],
  keysInDatabase: ["k0", "k1", "k2"],
  outbox: [
    { status: "delivered", provider_id: "re_1" },
    { status: "delivered", provider_id: "sent before the lead was stored" },
    { status: "delivered", provider_id: "re_3" },
  ],
  alerts: [alert, alert.replace("k1", "k3"), "[lead-alert] another alert"],
  mail: { unique: 4, repeats: 0 },
};

describe("the database fault run", () => {
  it("retries every second lead it could not store (one with a retry receipt), in their order", () => {
    const code = `
      import { leadsToRetry } from "./scripts/lib/bench-database-fault.mjs";
      const statuses = [200, 202, 503, 202, 200, 503, 202, 400];
      const answers = statuses.map((status, i) => ({ status, json: status === 200 || status === 400 ? {} : { retryReceipt: "r" + i } }));
      answers.push({ status: 503, json: null });
      const { unstored, retried } = leadsToRetry(answers);
      console.log(JSON.stringify({ unstored: unstored.map(({ i }) => i), retried: retried.map(({ i, answer }) => [i, answer.json.retryReceipt]) }));`;
    expect(JSON.parse(outputInNode(code))).toEqual({ unstored: [1, 2, 3, 5, 6], retried: [[1, "r1"], [3, "r3"], [6, "r6"]] });
  });

  it("holds when every lead is e-mailed once, every lead answered 200 and every retry is stored once, and each unstored lead raised an alert", () => {
    const [figures] = judge([held]);
    expect(figures).toEqual({
      retriesOk: 1,
      stored: 3,
      distinctStored: 3,
      mustBeStored: ["k0", "k2", "k1"],
      missing: 0,
      delivered: 3,
      sentBefore: 1,
      unstoredAlerts: 2,
      answered: { 200: 2, 202: 2, 503: 0 },
      held: true,
    });
  });

  it("counts a lead stored late after its deadline (once) as no failure", () => {
    expect(judge([{ ...held, keysInDatabase: [...held.keysInDatabase, "k3"] }])[0]).toMatchObject({ stored: 4, missing: 0, held: true });
  });

  it.each<[string, Partial<Run>]>([
    ["a lead e-mailed twice", { mail: { unique: 4, repeats: 1 } }],
    ["a lead never e-mailed", { mail: { unique: 3, repeats: 0 } }],
    ["a lead answered 503", { answers: [...held.answers.slice(0, 3), { status: 503, json: { retryReceipt: "r3" } }], alerts: [alert, alert.replace("k1", "k3")] }],
    ["a retry refused", { retries: [{ status: 503 }] }],
    ["a retried lead not stored", { keysInDatabase: ["k0", "k2"] }],
    ["a lead answered 200 but not stored", { keysInDatabase: ["k1", "k2"] }],
    ["a lead stored twice", { keysInDatabase: ["k0", "k1", "k2", "k2"] }],
    ["an e-mail still waiting in the outbox", { outbox: [...held.outbox.slice(0, 2), { status: "pending", provider_id: null }] }],
    ["an unstored lead without an alert", { alerts: [alert] }],
    ["no outage seen at all", { answers: held.answers.map(() => ({ status: 200, json: {} })), retries: [], keysInDatabase: ["k0", "k1", "k2", "k3"], alerts: [] }],
  ])("fails with %s", (_, change) => {
    expect(judge([{ ...held, ...change }])[0].held).toBe(false);
  });
});
