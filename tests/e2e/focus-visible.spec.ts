import sharp from "sharp";
import type { Page } from "@playwright/test";
import { test, expect, visit, renderDeferredBlocks } from "./fixtures";
import { TEMPLATES } from "../../scripts/lib/templates.mjs";
import { FOCUS_RING_CONTRAST } from "../../src/lib/accessibility-checks";

/**
 * Keyboard focus can be seen on every template: the test tabs through a page
 * as a keyboard user does and, for each element the focus reaches, compares
 * the focused look with the unfocused one around the element's box (where the
 * focus outline is drawn). At least half of that ring's pixels must change,
 * and the changed pixels must contrast 3:1 (FOCUS_RING_CONTRAST, which the
 * accessibility statement states) with what was there before
 * (WCAG 2.4.7 and 2.4.13's change of contrast): a shadow that replaces the
 * ring, a parent that clips it, a sticky header over it or a ring the colour
 * of its surface all fail. A link that wraps has a ring around each line.
 * Up to MEASURED elements per page are compared (every one when there are
 * fewer, else an even sample over the whole tab order); every element is
 * reached. Motion is reduced so no transition or marquee moves between the
 * two screenshots.
 */

const MAX_TABS = 160;
const MEASURED = 30;
/** Outline width and offset the site draws (src/styles/global.css :focus-visible). */
const RING = 2 + 2;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Focused {
  key: string;
  label: string;
  box: Box;
  /** its boxes: one per line of a link that wraps, each drawn with its own outline */
  fragments: Box[];
}

/** The focused element (or, for a visually hidden control, the label that shows its focus), or null when the focus left the page's content. */
function focusedElement(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    let element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const path = (node: Element): string => {
      const parent = node.parentElement;
      if (!parent) return node.tagName;
      return `${path(parent)}>${node.tagName}:${Array.prototype.indexOf.call(parent.children, node)}`;
    };
    const key = path(element);
    let rect = element.getBoundingClientRect();
    if (rect.width * rect.height < 4) {
      // a radio or checkbox hidden inside its label: the label shows the focus
      const shown = element.closest("label");
      if (shown) {
        element = shown;
        rect = shown.getBoundingClientRect();
      }
    }
    const label = `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50)}"`;
    const asBox = (box: DOMRect) => ({ x: box.x, y: box.y, width: box.width, height: box.height });
    const fragments = [...element.getClientRects()].filter((box) => box.width > 0 && box.height > 0).map(asBox);
    return { key, label, box: asBox(rect), fragments: fragments.length ? fragments : [asBox(rect)] };
  });
}

/** Relative luminance of an sRGB colour (WCAG). */
function luminance(r: number, g: number, b: number): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: number[], b: number[]): number {
  const [la, lb] = [luminance(a[0], a[1], a[2]), luminance(b[0], b[1], b[2])];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * How the ring around `inner` (the element's boxes within the clip) changed:
 * the share of the ring band's pixels that differ, and the share of those
 * whose focused colour contrasts 3:1 with the unfocused one.
 */
async function ringChange(focused: Buffer, unfocused: Buffer, inner: Box[]) {
  const [a, b] = await Promise.all([pixels(focused), pixels(unfocused)]);
  let band = 0;
  let changed = 0;
  let contrasting = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const inside = inner.some((box) => x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height);
      if (inside) continue;
      band++;
      const i = (y * a.width + x) * 3;
      const before = [b.data[i], b.data[i + 1], b.data[i + 2]];
      const after = [a.data[i], a.data[i + 1], a.data[i + 2]];
      if (Math.max(...after.map((value, c) => Math.abs(value - before[c]))) < 24) continue;
      changed++;
      if (contrast(after, before) >= FOCUS_RING_CONTRAST) contrasting++;
    }
  }
  return { band, changed, contrasting };
}

for (const template of TEMPLATES) {
  test(`${template.label} (${template.path}): every element the Tab key reaches shows a focus ring that contrasts with its surroundings`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, template.path);
    await renderDeferredBlocks(page);

    // Tab through the whole page once, remembering the order.
    const order: string[] = [];
    for (let i = 0; i < MAX_TABS; i++) {
      await page.keyboard.press("Tab");
      const focused = await focusedElement(page);
      if (!focused || order.includes(focused.key)) break;
      order.push(focused.key);
    }
    expect(order.length, "the Tab key reaches the page's controls").toBeGreaterThan(3);
    const stride = Math.max(1, order.length / MEASURED);
    const sampled = new Set(Array.from({ length: Math.min(MEASURED, order.length) }, (_, i) => order[Math.floor(i * stride)]));

    // Again from the top, comparing the sampled elements focused and not.
    await visit(page, template.path);
    await renderDeferredBlocks(page);
    const failures: string[] = [];
    let reached = 0;
    const viewport = page.viewportSize()!;
    for (let i = 0; i < order.length + 4 && reached < order.length; i++) {
      await page.keyboard.press("Tab");
      const focused = await focusedElement(page);
      if (!focused) break;
      // Tab goes on from a blurred element (the sequential focus navigation
      // starting point stays on it). A control that appeared since the first
      // pass (the captcha's widget, once a form field was focused) is passed by.
      const index = order.indexOf(focused.key);
      if (index < 0) continue;
      expect(index, `after ${order[reached - 1]}`).toBeGreaterThanOrEqual(reached);
      reached = index + 1;
      if (!sampled.has(focused.key)) continue;
      const { box } = focused;
      const clip = {
        x: Math.max(0, Math.floor(box.x - RING - 1)),
        y: Math.max(0, Math.floor(box.y - RING - 1)),
        width: 0,
        height: 0,
      };
      clip.width = Math.min(viewport.width, Math.ceil(box.x + box.width + RING + 1)) - clip.x;
      clip.height = Math.min(viewport.height, Math.ceil(box.y + box.height + RING + 1)) - clip.y;
      if (clip.width < 4 || clip.height < 4) {
        failures.push(`${focused.label}: not in view when focused`);
        continue;
      }
      const inner = focused.fragments.map((fragment) => ({ ...fragment, x: fragment.x - clip.x, y: fragment.y - clip.y }));
      const withFocus = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
      // The same pixels without the focus; blurring keeps Tab's starting point here.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const withoutFocus = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
      const change = await ringChange(withFocus, withoutFocus, inner);
      // the outline's own pixels: its 2 px line around each box, in view
      const visibleLine = focused.fragments.reduce((sum, fragment) => sum + 2 * 2 * (Math.min(fragment.width, clip.width) + Math.min(fragment.height, clip.height)), 0);
      if (change.changed < visibleLine * 0.5) failures.push(`${focused.label}: ${change.changed} ring pixels change, ${Math.round(visibleLine * 0.5)} expected`);
      else if (change.contrasting < change.changed * 0.5) failures.push(`${focused.label}: the ring contrasts less than ${FOCUS_RING_CONTRAST}:1 with its surroundings`);
    }
    expect(reached).toBe(order.length);
    expect(failures).toEqual([]);
  });
}
