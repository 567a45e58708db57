/**
 * @jest-environment node
 *
 * The storage registry against the code: every cookie the site writes and
 * every localStorage / sessionStorage key it reads or writes has an entry
 * (of that kind, where the code says which storage), and every entry the
 * site itself sets is still used somewhere. The keys are found by reading the
 * source of src/ and supabase/functions/_shared/: a cookie assignment
 * (`document.cookie = …`, also inside the inline head scripts' strings) and a
 * storage call (`getItem`, `setItem`, `removeItem`), whose key is a string or
 * a constant, resolved through the constants those files declare.
 */
import fs from "node:fs";
import path from "node:path";
import { STORAGE_REGISTRY, TAG_COOKIE_PREFIXES, type StorageKind } from "./storage-registry";

const ROOT = path.join(__dirname, "..", "..");
const SCANNED = ["src", "supabase/functions/_shared"];
const SKIPPED = /\.test\.tsx?$|\.d\.ts$|gatsby-types/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !SKIPPED.test(entry.name) ? [relative] : [];
  });
}

const sources = SCANNED.flatMap(sourceFiles).map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), "utf8") }));

/** `const NAME = "value"` and `const NAME: T = OTHER` across the scanned files: the keys the code names by constant. */
function declaredConstants(): Map<string, string> {
  const literals = new Map<string, string>();
  const aliases = new Map<string, string>();
  for (const { text } of sources) {
    for (const match of text.matchAll(/\bconst\s+([A-Z][A-Z0-9_]*)\s*(?::[^=]+)?=\s*(?:"([^"]*)"|'([^']*)'|([A-Z][A-Z0-9_]*))\s*[;,\n]/g)) {
      const [, name, double, single, alias] = match;
      if (alias) aliases.set(name, alias);
      else literals.set(name, double ?? single ?? "");
    }
  }
  for (const [name, alias] of aliases) if (literals.has(alias)) literals.set(name, literals.get(alias)!);
  return literals;
}

const constants = declaredConstants();

interface Use {
  file: string;
  key: string;
  /** which storage the code names, where it names one */
  kind: StorageKind | null;
}

/** A key as written: "name", 'name', NAME, or "${NAME}" inside a generated script. */
const KEY = String.raw`(?:"\$\{([A-Z][A-Z0-9_]*)\}"|"([^"$]+)"|'([^'$]+)'|\$\{([A-Z][A-Z0-9_]*)\}|([A-Z][A-Z0-9_]*))`;

function resolve(groups: (string | undefined)[], file: string): string {
  const [interpolated, double, single, templateName, constant] = groups;
  const name = interpolated ?? templateName ?? constant;
  if (double ?? single) return (double ?? single)!;
  const value = constants.get(name!);
  if (value === undefined) throw new Error(`${file}: the storage key ${name} is not a string constant this test can resolve`);
  return value;
}

function storageKind(receiver: string): StorageKind | null {
  if (/session/i.test(receiver)) return "sessionStorage";
  if (/local/i.test(receiver)) return "localStorage";
  return null;
}

/** Every storage call and cookie write in the scanned code. */
function usesInCode(): Use[] {
  const uses: Use[] = [];
  const storageCall = new RegExp(String.raw`([\w.]*)\??\.(?:getItem|setItem|removeItem)\(\s*${KEY}`, "g");
  // A cookie assignment: `cookie = \`${NAME}=…`, `cookie="${NAME}="+…` (in a generated script), `cookie = "name=…"`.
  const cookieWrite = /\bcookie\s*=\s*(?:`\$\{([A-Z][A-Z0-9_]*)\}=|\\?"\$\{([A-Z][A-Z0-9_]*)\}=|["'`]([\w-]+)=)/g;
  for (const { file, text } of sources) {
    for (const match of text.matchAll(storageCall)) {
      // Declarations of the storage interface (`storage.getItem(key)` with a variable key) are not keys.
      if (!match.slice(2).some(Boolean)) continue;
      uses.push({ file, key: resolve(match.slice(2), file), kind: storageKind(match[1]) });
    }
    for (const match of text.matchAll(cookieWrite)) {
      const [, templateName, interpolated, literal] = match;
      const key = literal ?? constants.get((templateName ?? interpolated)!);
      if (key === undefined) throw new Error(`${file}: the cookie ${templateName ?? interpolated} is not a string constant this test can resolve`);
      uses.push({ file, key, kind: "cookie" });
    }
  }
  return uses;
}

/** Storage calls whose key is a variable: each must be one of the functions below, which take their keys from the registry's constants. */
function variableKeyCalls(): string[] {
  return sources.flatMap(({ file, text }) =>
    [...text.matchAll(/([\w.]*)\??\.(?:getItem|setItem|removeItem)\(\s*([a-z]\w*)\s*[,)]/g)].map((match) => `${file}: ${match[0]}`),
  );
}

const uses = usesInCode();

describe("the storage registry against the code", () => {
  it("finds the keys the code uses (the scan itself works)", () => {
    const keys = new Set(uses.map((use) => use.key));
    for (const key of ["swc_consent", "swc_exp", "swc_touch_visit", "swc_touch_first", "swc-reloaded-for-build", "debug_datalayer"]) expect(keys).toContain(key);
    expect(uses.filter((use) => use.kind === "cookie").map((use) => use.key)).toEqual(expect.arrayContaining(["swc_consent", "swc_exp"]));
  });

  it("has an entry for every cookie and storage key the code uses, of the kind the code names", () => {
    const missing = uses
      .filter((use) => !STORAGE_REGISTRY.some((entry) => entry.name === use.key && (use.kind === null || entry.kind === use.kind)))
      .map((use) => `${use.file}: ${use.kind ?? "storage"} ${use.key}`);
    expect(missing).toEqual([]);
  });

  it("lists only keys the site still uses (the tags' own cookies aside)", () => {
    const used = new Set(uses.map((use) => use.key));
    const stale = STORAGE_REGISTRY.filter((entry) => entry.setBy === "SWC" && !used.has(entry.name)).map((entry) => entry.name);
    expect(stale).toEqual([]);
  });

  it("reads storage with a variable key only where the key comes from the registry's constants", () => {
    // attribution.ts reads its two touches through one helper, its keys VISIT_TOUCH_KEY and FIRST_TOUCH_KEY.
    expect(variableKeyCalls()).toEqual(["src/lib/attribution.ts: storage.getItem(key)"]);
  });

  it("names every tag cookie prefix the consent code deletes", () => {
    for (const [category, prefixes] of Object.entries(TAG_COOKIE_PREFIXES)) {
      for (const prefix of prefixes) {
        expect(STORAGE_REGISTRY.filter((entry) => entry.kind === "cookie" && entry.name.startsWith(prefix) && entry.category === category)).not.toHaveLength(0);
      }
    }
  });

  it("gives every entry a purpose and a lifetime, and names each key once per kind", () => {
    for (const entry of STORAGE_REGISTRY) {
      expect(entry.purpose.length).toBeGreaterThan(20);
      expect(entry.lifetime).not.toBe("");
    }
    const ids = STORAGE_REGISTRY.map((entry) => `${entry.kind}:${entry.name}`);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
