/** @jest-environment node */
import zlib from "node:zlib";
import { firstViewCost } from "../../scripts/lib/first-view.mjs";

describe("firstViewCost", () => {
  it("counts bytes, elements (a script or style is one), inline CSS and top-level inline SVG", () => {
    const html =
      '<html><head><style>p{}</style><script>if(a<b){}</script></head><body><!-- <div></div> -->' +
      '<svg viewBox="0 0 1 1"><g><svg><path d="M0"/></svg></g></svg><p>é</p><svg><use href="#a"/></svg></body></html>';
    const cost = firstViewCost(html);
    expect(cost.htmlBytes).toBe(Buffer.byteLength(html));
    expect(cost.htmlGzipBytes).toBe(zlib.gzipSync(html).length);
    expect(cost.htmlGzipBytes).toBeLessThan(cost.htmlBytes);
    expect(cost.inlineCssBytes).toBe(3);
    expect(cost.elements).toBe(12);
    expect(cost.inlineSvgs).toBe(2);
    expect(cost.inlineSvgBytes).toBe(
      '<svg viewBox="0 0 1 1"><g><svg><path d="M0"/></svg></g></svg>'.length + '<svg><use href="#a"/></svg>'.length,
    );
  });
});
