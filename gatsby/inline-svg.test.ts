import fs from "node:fs";
import path from "node:path";
import { inlineSvgFromMarkup } from "./inline-svg";

describe("inlineSvgFromMarkup", () => {
  it("keeps the drawing and the viewBox, drops the prolog, comments, <title> and whitespace between tags", () => {
    const svg = `<?xml version="1.0"?>\n<!-- wordmark -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48" width="160" height="48" role="img" aria-label="Kitefin">
      <title>Kitefin</title>
      <path d="M0 0h10v10z" fill="#3d475a"/>
      <text x="48" y="25" font-size="19">KITEFIN</text>
    </svg>`;
    expect(inlineSvgFromMarkup(svg)).toEqual({
      viewBox: "0 0 160 48",
      body: '<path d="M0 0h10v10z" fill="#3d475a"/><text x="48" y="25" font-size="19">KITEFIN</text>',
    });
  });

  it("derives the viewBox from a numeric width and height", () => {
    expect(inlineSvgFromMarkup('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><circle r="4"/></svg>')?.viewBox).toBe("0 0 48 48");
  });

  it.each([
    ["an id (a logo shown twice would repeat it)", '<svg viewBox="0 0 1 1"><linearGradient id="g"/><rect fill="url(#g)"/></svg>'],
    ["a style sheet", '<svg viewBox="0 0 1 1"><style>rect{fill:red}</style><rect/></svg>'],
    ["a script", '<svg viewBox="0 0 1 1"><script>alert(1)</script></svg>'],
    ["an event handler", '<svg viewBox="0 0 1 1"><rect onclick="x()"/></svg>'],
    ["a link", '<svg viewBox="0 0 1 1"><a href="https://example.com"><rect/></a></svg>'],
    ["presentation attributes on the root", '<svg viewBox="0 0 1 1" fill="red"><rect/></svg>'],
    ["no size at all", "<svg><rect/></svg>"],
    ["not an SVG", "<html></html>"],
  ])("refuses %s, so the page keeps an <img>", (_reason, markup) => {
    expect(inlineSvgFromMarkup(markup)).toBeNull();
  });

  it("inlines every logo in content/", () => {
    const dirs = ["content/images/logos", "content/images/logos/clients", "content/images/case-studies"];
    const files = dirs.flatMap((dir) => fs.readdirSync(dir).filter((name) => name.endsWith(".svg")).map((name) => path.join(dir, name)));
    expect(files.length).toBeGreaterThan(25);
    for (const file of files) expect([file, inlineSvgFromMarkup(fs.readFileSync(file, "utf8"))]).toEqual([file, expect.objectContaining({ body: expect.any(String) })]);
  });
});
