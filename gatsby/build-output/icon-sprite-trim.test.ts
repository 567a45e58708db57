/** @jest-environment node */
import { trimIconSprite } from "./icon-sprite-trim";

const SPRITE =
  '<svg aria-hidden="true"><symbol id="icon-clock" viewBox="0 0 24 24"><path d="M1"/></symbol>' +
  '<symbol id="icon-chart" viewBox="0 0 24 24"><path d="M2"/></symbol><symbol id="icon-lock" viewBox="0 0 24 24"><path d="M3"/></symbol></svg>';

describe("icon-sprite-trim", () => {
  it("keeps only the icons the page draws", () => {
    const page = `<body>${SPRITE}<svg class="icon"><use href="#icon-chart"/></svg><svg><use href="#icon-chart"/></svg></body>`;
    const { html, removed } = trimIconSprite(page, "index.html");
    expect(removed).toBe(2);
    expect(html).toContain('<symbol id="icon-chart"');
    expect(html).not.toContain("icon-clock");
    expect(html).not.toContain("icon-lock");
  });

  it("fails on an icon drawn with no symbol in the page", () => {
    expect(() => trimIconSprite(`${SPRITE}<use href="#icon-rocket"/>`, "about/index.html")).toThrow(
      "about/index.html: icons drawn without a symbol in the page: icon-rocket",
    );
  });
});
