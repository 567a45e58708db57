import fs from "node:fs";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { PUBLIC_DIR } from "./support/built-site";
import { findSecrets, SECRET_ENV_NAMES } from "./support/secret-scan";

/** Everything in public/ is published: nothing in it may look like a credential. */
const TEXT_FILE = /\.(html|js|mjs|json|css|txt|xml|map|svg|webmanifest)$|^_(headers|redirects)$/;

function* publicFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* publicFiles(full);
    else yield full;
  }
}

test("public/ holds no secret-looking value and no environment file", () => {
  const knownSecrets = SECRET_ENV_NAMES.map((name) => process.env[name]).filter((v): v is string => Boolean(v));
  const findings: string[] = [];
  let scanned = 0;
  for (const file of publicFiles(PUBLIC_DIR)) {
    const name = path.basename(file);
    const relative = path.relative(PUBLIC_DIR, file);
    if (/^\.env/.test(name) || /\.(pem|key)$/.test(name)) findings.push(`${relative}: file should not be published`);
    if (!TEXT_FILE.test(name)) continue;
    scanned++;
    for (const finding of findSecrets(fs.readFileSync(file, "utf8"), knownSecrets)) {
      findings.push(`${relative}: ${finding.kind} (${finding.excerpt})`);
    }
  }
  expect(findings).toEqual([]);
  expect(scanned).toBeGreaterThan(10);
});
