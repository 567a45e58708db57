import fs from "node:fs";
import path from "node:path";
import { ICON_NAMES, isIconName } from "../../src/components/ui/icon-sprite";

/**
 * Icons are drawn from a sprite of known keys (src/components/ui/icon-sprite.tsx):
 * an unknown key would draw nothing, so every `icon` a content file names must exist.
 */
const CONTENT_DIR = path.join(__dirname, "..", "..", "content");

function jsonFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.name.endsWith(".json") ? [full] : [];
  });
}

/** Every value of a key named `icon` (or ending in `Icon`), with where it sits. */
function iconKeys(value: unknown, where: string): { where: string; icon: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => iconKeys(item, `${where}[${index}]`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) =>
    /^icon$|Icon$/.test(key) && typeof child === "string" ? [{ where: `${where}.${key}`, icon: child }] : iconKeys(child, `${where}.${key}`),
  );
}

describe("icon keys in content", () => {
  const found = jsonFiles(CONTENT_DIR).flatMap((file) =>
    iconKeys(JSON.parse(fs.readFileSync(file, "utf8")), path.relative(CONTENT_DIR, file)),
  );

  it("content names icons (the check below is not vacuous)", () => {
    expect(found.length).toBeGreaterThan(20);
  });

  it("every icon key is one the sprite draws", () => {
    expect(found.filter(({ icon }) => !isIconName(String(icon)))).toEqual([]);
  });

  it("the sprite holds each icon once", () => {
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
  });
});

describe("icon keys in code", () => {
  it('every <Icon name="…"> literal in src/ is one the sprite draws', () => {
    const srcDir = path.join(__dirname, "..", "..", "src");
    const files = (function walk(dir: string): string[] {
      return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? walk(full) : /\.tsx$/.test(entry.name) ? [full] : [];
      });
    })(srcDir);
    const literals = files.flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/<Icon\s+name="([^"]+)"/g)].map((match) => ({ file: path.relative(srcDir, file), icon: match[1] })),
    );
    expect(literals.length).toBeGreaterThan(10);
    expect(literals.filter(({ icon }) => !isIconName(icon))).toEqual([]);
  });
});
