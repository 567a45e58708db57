/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { PUBLIC_ASIDE_DIR, restoreBuiltPublic, setBuiltPublicAside } from "../../scripts/lib/develop-public.mjs";

/** Every file under `dir` with its contents, by relative path. */
function tree(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((name) => fs.statSync(path.join(dir, name)).isFile())
      .map((name) => [name, fs.readFileSync(path.join(dir, name), "utf8")]),
  );
}

describe("the build's public/ while gatsby develop runs", () => {
  let root: string;
  const publicDir = () => path.join(root, "public");
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "develop-public-"));
    fs.mkdirSync(path.join(publicDir(), "about"), { recursive: true });
    fs.writeFileSync(path.join(publicDir(), "index.html"), "<p>built</p>");
    fs.writeFileSync(path.join(publicDir(), "about", "index.html"), "<p>about</p>");
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("waits aside while develop writes its own files, and comes back exactly, develop's files gone", () => {
    const built = tree(publicDir());
    expect(setBuiltPublicAside(root)).toBe(true);
    expect(fs.existsSync(publicDir())).toBe(false);
    // What develop writes.
    fs.mkdirSync(path.join(publicDir(), "page-data"), { recursive: true });
    fs.writeFileSync(path.join(publicDir(), "page-data", "app-data.json"), "{}");
    fs.writeFileSync(path.join(publicDir(), "index.html"), "<p>develop</p>");
    expect(restoreBuiltPublic(root)).toBe(true);
    expect(tree(publicDir())).toEqual(built);
    expect(fs.existsSync(path.join(root, PUBLIC_ASIDE_DIR))).toBe(false);
    expect(restoreBuiltPublic(root)).toBe(false);
  });

  it("after a develop that did not stop cleanly, the next one first puts the build's public/ back", () => {
    const built = tree(publicDir());
    setBuiltPublicAside(root);
    fs.mkdirSync(publicDir());
    fs.writeFileSync(path.join(publicDir(), "stray.js"), "develop's");
    setBuiltPublicAside(root);
    expect(tree(path.join(root, PUBLIC_ASIDE_DIR))).toEqual(built);
    restoreBuiltPublic(root);
    expect(tree(publicDir())).toEqual(built);
  });

  it("leaves a repository without a build as it is", () => {
    fs.rmSync(publicDir(), { recursive: true });
    expect(setBuiltPublicAside(root)).toBe(false);
    expect(restoreBuiltPublic(root)).toBe(false);
  });
});
