/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { stripNulBytes } from "./html-files";

describe("stripNulBytes", () => {
  it("removes the NUL bytes React's stream leaves in a page and leaves clean pages and other files alone", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "html-files-"));
    fs.mkdirSync(path.join(dir, "about"));
    fs.writeFileSync(path.join(dir, "index.html"), Buffer.concat([Buffer.from("<p>Four ways "), Buffer.from([0, 0]), Buffer.from("— on their own</p>")]));
    fs.writeFileSync(path.join(dir, "about", "index.html"), "<p>Clean — page</p>");
    fs.writeFileSync(path.join(dir, "data.bin"), Buffer.from([1, 0, 2]));

    expect(stripNulBytes(dir)).toEqual(["index.html"]);
    expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe("<p>Four ways — on their own</p>");
    expect(fs.readFileSync(path.join(dir, "about", "index.html"), "utf8")).toBe("<p>Clean — page</p>");
    expect([...fs.readFileSync(path.join(dir, "data.bin"))]).toEqual([1, 0, 2]);
  });
});
