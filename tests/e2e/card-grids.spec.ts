import { test, expect, visit, renderDeferredBlocks } from "./fixtures";
import { TEMPLATES } from "../../scripts/lib/templates.mjs";

/**
 * No grid of cards looks unfinished: on every template, at a phone's, a
 * tablet's and a desktop's width, each list of cards laid out in rows (a
 * grid, or a wrapping flex row) either fills its last row or centres it under
 * the full rows. The tags inside a card wrap as words do and are not checked.
 */

for (const width of [390, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const template of TEMPLATES) {
      test(`${template.label} (${template.path}): every list of cards fills its last row or centres it`, async ({ page }) => {
        await visit(page, template.path);
        await renderDeferredBlocks(page);
        const problems = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>("main ul, main ol")]
            .filter((list) => {
              // A list inside a card or a card's list item (its tags, its facts) wraps like words: it is not a grid of cards.
              if (list.parentElement?.closest("li, .card")) return false;
              const style = getComputedStyle(list);
              return style.display.includes("grid") || (style.display.includes("flex") && style.flexWrap === "wrap");
            })
            .flatMap((list) => {
              const items = [...list.children].map((item) => item.getBoundingClientRect()).filter((box) => box.width > 0 && box.height > 0);
              const rows = new Map<number, DOMRect[]>();
              for (const box of items) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
              const lines = [...rows.values()];
              if (lines.length < 2 || lines[0].length < 2) return [];
              const last = lines.at(-1)!;
              if (last.length >= lines[0].length) return [];
              const frame = list.getBoundingClientRect();
              const left = Math.min(...last.map((box) => box.left)) - frame.left;
              const right = frame.right - Math.max(...last.map((box) => box.right));
              if (Math.abs(left - right) <= 2) return [];
              const name = list.closest("section")?.querySelector("h2")?.textContent?.trim() ?? list.className;
              return [`"${name}": rows of ${lines.map((line) => line.length).join("+")}, last row ${Math.round(left)} px from the left and ${Math.round(right)} px from the right`];
            }),
        );
        expect(problems).toEqual([]);
      });
    }
  });
}
