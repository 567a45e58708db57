/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { imageBytesByPage, pickCandidate, slotWidth } from "../../scripts/lib/image-bytes.mjs";

describe("the image bytes a browser fetches", () => {
  it("reads an image's slot from its sizes list", () => {
    expect(slotWidth("(min-width: 720px) 720px, 100vw", 1440)).toBe(720);
    expect(slotWidth("(min-width: 720px) 720px, 100vw", 390)).toBe(390);
    expect(slotWidth(undefined, 390)).toBe(390);
  });

  it("picks the smallest candidate wide enough, else the widest", () => {
    const srcset = "/a-180.avif 180w,\n/a-720.avif 720w, /a-1440.avif 1440w";
    expect(pickCandidate(srcset, 700).url).toBe("/a-720.avif");
    expect(pickCandidate(srcset, 1170).url).toBe("/a-1440.avif");
    expect(pickCandidate(srcset, 3000).url).toBe("/a-1440.avif");
  });

  it("counts per page the AVIF file the browser takes on each screen", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "image-bytes-"));
    fs.mkdirSync(path.join(dir, "static"));
    fs.writeFileSync(path.join(dir, "static", "a-720.avif"), Buffer.alloc(700));
    fs.writeFileSync(path.join(dir, "static", "a-1440.avif"), Buffer.alloc(1400));
    fs.writeFileSync(path.join(dir, "static", "a-1440.png"), Buffer.alloc(9000));
    fs.mkdirSync(path.join(dir, "about"));
    fs.writeFileSync(
      path.join(dir, "about", "index.html"),
      '<picture><source type="image/avif" srcSet="/static/a-720.avif 720w,\n/static/a-1440.avif 1440w" sizes="(min-width: 720px) 720px, 100vw"/>' +
        '<img src="/static/a-1440.png" srcSet="/static/a-1440.png 1440w" sizes="(min-width: 720px) 720px, 100vw"/></picture>',
    );
    try {
      // A 390 px phone at 3× needs 1170 device pixels; a 1440 px desktop at 2× needs 1440.
      expect(imageBytesByPage(dir)).toEqual([{ page: "/about", phone: 1400, desktop: 1400 }]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
