/** @jest-environment node */
import { outputInNode } from "./support/run-in-node";

/**
 * bench:leads' fault run (both delivery channels down while leads arrive)
 * needs Deno and minutes; its verdict is logic, tested here. (The module finds
 * the repository through import.meta, so it runs in plain Node.)
 */
type ChannelRow = { delivered: number; dead: number } | undefined;
interface Run {
  n: number;
  ok: number;
  stored: number;
  byChannel: { email?: ChannelRow; webhook?: ChannelRow };
  mail: { unique: number; repeats: number };
  hook: { unique: number; repeats: number; badSignatures: number };
  drainMs: number | null;
}

/** faultRunHeld for each run, in one Node process; the stubs' states as the fake channels keep them. */
function held(runs: Run[]): boolean[] {
  const code = `
    import { faultRunHeld } from "./scripts/lib/bench-fault.mjs";
    const runs = ${JSON.stringify(runs)};
    console.log(JSON.stringify(runs.map(({ mail, hook, ...run }) =>
      faultRunHeld({ ...run, mail: { accepted: mail }, hook: { accepted: { unique: hook.unique, repeats: hook.repeats }, badSignatures: hook.badSignatures } }))));`;
  return JSON.parse(outputInNode(code));
}

const good: Run = {
  n: 3,
  ok: 3,
  stored: 3,
  byChannel: { email: { delivered: 3, dead: 0 }, webhook: { delivered: 3, dead: 0 } },
  mail: { unique: 3, repeats: 0 },
  hook: { unique: 3, repeats: 0, badSignatures: 0 },
  drainMs: 45_000,
};

describe("the delivery fault run's verdict", () => {
  it("holds when every lead is stored and delivered once on both channels within two minutes of recovery", () => {
    expect(held([good, { ...good, drainMs: 120_000 }])).toEqual([true, true]);
  });

  it.each<[string, Partial<Run>]>([
    ["a lead refused", { ok: 2 }],
    ["a lead not stored", { stored: 2 }],
    ["an e-mail not delivered", { byChannel: { ...good.byChannel, email: { delivered: 2, dead: 0 } } }],
    ["a webhook dead-lettered", { byChannel: { ...good.byChannel, webhook: { delivered: 3, dead: 1 } } }],
    ["no webhook rows at all", { byChannel: { email: good.byChannel.email } }],
    ["a lead e-mailed twice", { mail: { unique: 3, repeats: 1 } }],
    ["a lead the webhook receiver never saw", { hook: { ...good.hook, unique: 2 } }],
    ["a bad signature", { hook: { ...good.hook, badSignatures: 1 } }],
    ["a drain over two minutes", { drainMs: 120_001 }],
    ["no drain within the limit", { drainMs: null }],
  ])("fails with %s", (_, change) => {
    expect(held([{ ...good, ...change }])).toEqual([false]);
  });
});
