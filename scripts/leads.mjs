#!/usr/bin/env node
// `npm run leads [-- --json]`, `npm run leads:resend` and
// `npm run leads:export -- --format google-ads|enhanced|experiments [--out FILE] …`
// and `npm run experiments:report [-- --exposures FILE.csv] [--json] [--experiment SLUG] [--content DIR]` and
// `npm run leads:find|leads:export-person|leads:erase -- EMAIL`: see
// supabase/local/lead-commands.ts. Works while `npm start` runs (it asks the running
// function runner). `--out FILE` is handled here: the export writes to stdout,
// so the Deno process needs no write access beyond the data directory.
import fs from "node:fs";
import { finished } from "node:stream/promises";
import path from "node:path";
import { ROOT } from "./lib/build-fingerprint.mjs";
import { denoRunArgs, spawnDeno } from "./lib/deno.mjs";

const args = process.argv.slice(2);
let out = null;
const outAt = args.indexOf("--out");
if (outAt !== -1) {
  out = args[outAt + 1];
  if (!out || out.startsWith("--")) {
    console.error("--out needs a file name.");
    process.exit(2);
  }
  args.splice(outAt, 2);
}

// The exposures file and a content folder are named from where npm was run; Deno runs in the repository root.
for (const option of ["--exposures", "--content"]) {
  const at = args.indexOf(option);
  if (at !== -1 && args[at + 1] && !args[at + 1].startsWith("--")) args[at + 1] = path.resolve(process.env.INIT_CWD || process.cwd(), args[at + 1]);
}

const dataDir = process.env.LEADS_DATA_DIR || path.join(".data", "leads");
// A remote DATABASE_URL needs the postgres driver, which Deno fetches itself.
const nodeModules = process.env.DATABASE_URL ? "auto" : "manual";
const child = spawnDeno([...denoRunArgs("supabase/local/lead-commands.ts", { writable: path.resolve(ROOT, dataDir), nodeModules }), ...args], {
  stdio: ["inherit", out ? "pipe" : "inherit", "inherit"],
});
// Written to a temporary name and renamed once the export succeeded, so a failed run never leaves half a file.
const partial = out && `${out}.partial`;
const written = partial ? finished(child.stdout.pipe(fs.createWriteStream(partial))) : Promise.resolve();
child.on("close", async (code) => {
  if (partial) {
    await written.catch(() => undefined);
    if (code === 0) {
      fs.renameSync(partial, out);
      console.error(`Written to ${out}.`);
    } else fs.rmSync(partial, { force: true });
  }
  process.exit(code ?? 1);
});
