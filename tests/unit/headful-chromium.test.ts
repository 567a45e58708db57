/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumArgs } from "../../scripts/lib/chromium.mjs";
import { X_PACKAGES, launchHeadful, pointer } from "../../scripts/lib/headful-chromium.mjs";
import { outputInNode } from "./support/run-in-node";

/**
 * bench:navigation's headful browser: Xvfb, Chromium started as a visitor
 * starts it, and the real pointer moved with xdotool. A unit test has no
 * display: stand-in programs of the same names (shell scripts on PATH) record
 * what they are asked and answer as the real ones do, so what the module
 * starts, with which arguments, and what it makes of their answers is tested.
 */
let bin: string;
const savedPath = process.env.PATH;

/** Puts an executable shell script `name` on this test's PATH. */
function program(name: string, script: string) {
  const file = path.join(bin, name);
  fs.writeFileSync(file, `#!/bin/sh\n${script}\n`);
  fs.chmodSync(file, 0o755);
  return file;
}
const inNode = (code: string) => outputInNode(code, { env: { ...process.env } });
const waitForFile = async (file: string) => {
  while (!fs.existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 20));
  return fs.readFileSync(file, "utf8");
};

beforeEach(() => {
  bin = fs.mkdtempSync(path.join(os.tmpdir(), "headful-test-bin-"));
  process.env.PATH = `${bin}:/usr/bin:/bin`;
});
afterEach(() => {
  process.env.PATH = savedPath;
  fs.rmSync(bin, { recursive: true, force: true });
});

describe("the X tools", () => {
  it("names the programs missing from PATH, so the error can name their packages", () => {
    const missing = () => JSON.parse(inNode('import { missingXTools } from "./scripts/lib/headful-chromium.mjs"; console.log(JSON.stringify(missingXTools()));'));
    // Only this test's folder, and in it the shell that looks the programs up.
    process.env.PATH = bin;
    fs.symlinkSync("/bin/sh", path.join(bin, "sh"));
    expect(missing()).toEqual(["Xvfb", "xdotool"]);
    program("Xvfb", "exit 0");
    expect(missing()).toEqual(["xdotool"]);
    program("xdotool", "exit 0");
    expect(missing()).toEqual([]);
    expect(X_PACKAGES).toEqual({ Xvfb: "xvfb", xdotool: "xdotool" });
  });

  it("moves the pointer to whole screen pixels on the given display, waiting for the move, and clicks the first button", () => {
    const calls = path.join(bin, "calls");
    program("xdotool", `echo "$DISPLAY $*" >> ${calls}`);
    const mouse = pointer(":42");
    mouse.moveTo(10.4, 20.6);
    mouse.click();
    expect(fs.readFileSync(calls, "utf8")).toBe(":42 mousemove --sync 10 21\n:42 click 1\n");
  });

  it("throws with xdotool's own message when it fails", () => {
    program("xdotool", 'echo "Can\'t open display: :42" >&2; exit 1');
    expect(() => pointer(":42").click()).toThrow("xdotool click 1 exited 1: Can't open display: :42");
  });

  /** startXvfb in plain Node with this test's PATH: what it resolved to once stopped, or its error. */
  const xvfb = () =>
    inNode(`
      import { startXvfb } from "./scripts/lib/headful-chromium.mjs";
      const outcome = await startXvfb({ width: 1280, height: 800 }).then(async ({ display, stop }) => (await stop(), display), (error) => "error: " + error.message);
      console.log(JSON.stringify(outcome));`);

  it("starts Xvfb on the display number it picks itself, at the size asked, and stops it", () => {
    const calls = path.join(bin, "calls");
    program("Xvfb", `echo "$*" > ${calls}; echo 57 >&3; exec sleep 600`);
    expect(JSON.parse(xvfb())).toBe(":57");
    expect(fs.readFileSync(calls, "utf8").trim()).toBe("-displayfd 3 -screen 0 1280x800x24 -nolisten tcp -nocursor");
  });

  it("refuses with Xvfb's message when it exits before naming a display", () => {
    program("Xvfb", 'echo "Fatal server error: no screens found" >&2; exit 1');
    expect(JSON.parse(xvfb())).toBe("error: Xvfb exited (1): Fatal server error: no screens found");
  });

  it("says which package to install when Xvfb cannot be run", () => {
    process.env.PATH = bin;
    expect(JSON.parse(xvfb())).toMatch(/^error: cannot run Xvfb .*apt-get install -y xvfb$/);
  });
});

describe("launchHeadful", () => {
  /** A stand-in browser: writes its arguments, its display and the profile's preferences, prints a line, then waits to be ended. */
  const fakeBrowser = (record: string) =>
    program(
      "fake-chromium",
      `profile=$(printf '%s\\n' "$@" | sed -n 's/^--user-data-dir=//p')
{ printf '%s\\n' "$@"; echo "DISPLAY=$DISPLAY"; echo "PREFERENCES=$(cat "$profile/Default/Preferences" 2>/dev/null)"; } > ${record}.part
mv ${record}.part ${record}
echo "browser started"
exec sleep 600`,
    );

  it("starts the browser headful on the display, as a visitor would, in a fresh profile it removes when stopped", async () => {
    const record = path.join(bin, "record");
    const browser = await launchHeadful(fakeBrowser(record), { display: ":57", url: "http://127.0.0.1:9350/", width: 390, height: 844 });
    const lines = (await waitForFile(record)).trim().split("\n");
    const args = lines.filter((line) => line.startsWith("--") || line.startsWith("http"));
    const profile = args.find((arg) => arg.startsWith("--user-data-dir="))!.slice("--user-data-dir=".length);

    expect(args.slice(0, chromiumArgs().length)).toEqual(chromiumArgs());
    expect(args).toEqual(expect.arrayContaining(["--window-position=0,0", "--window-size=390,844", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]));
    expect(args.at(-1)).toBe("http://127.0.0.1:9350/");
    // Nothing attached: no DevTools port, no automation, not headless; prerendering and motion as a visitor has them.
    expect(args.filter((arg) => /remote-debugging|enable-automation|headless|Prerender2|reduced-motion/.test(arg))).toEqual([]);
    expect(lines).toContain("DISPLAY=:57");
    expect(lines).toContain("PREFERENCES=");
    expect(path.dirname(profile)).toBe(os.tmpdir());

    expect(browser.exited()).toBe(false);
    while (!browser.log().includes("browser started")) await new Promise((resolve) => setTimeout(resolve, 20));
    const keptLog = path.join(bin, "kept.log");
    await browser.stop(keptLog);
    expect(browser.exited()).toBe(true);
    expect(fs.readFileSync(keptLog, "utf8")).toBe("browser started\n");
    expect(fs.existsSync(profile)).toBe(false);
  });

  it("turns prerendering off in the flags and in the profile's Preload pages setting, and adds reduced motion, the GPU and extra flags when asked", async () => {
    const record = path.join(bin, "record");
    const browser = await launchHeadful(fakeBrowser(record), {
      display: ":57",
      url: "http://127.0.0.1:9350/about",
      width: 1280,
      height: 800,
      prerender: false,
      reducedMotion: true,
      gpu: true,
      extraArgs: ["--enable-logging=stderr"],
    });
    const lines = (await waitForFile(record)).trim().split("\n");
    await browser.stop();
    expect(lines.slice(0, chromiumArgs({ gpu: true }).length)).toEqual(chromiumArgs({ gpu: true }));
    const args = lines.filter((line) => line.startsWith("--") || line.startsWith("http"));
    expect(args.slice(-4)).toEqual(["--disable-features=Prerender2", "--force-prefers-reduced-motion", "--enable-logging=stderr", "http://127.0.0.1:9350/about"]);
    expect(JSON.parse(lines.find((line) => line.startsWith("PREFERENCES="))!.slice("PREFERENCES=".length))).toEqual({ net: { network_prediction_options: 2 } });
  });
});
