import fs from "node:fs";
import zlib from "node:zlib";
import { SourceMapConsumer } from "source-map";
for (const file of process.argv.slice(2)) {
const code = fs.readFileSync(file, "utf8");
const map = JSON.parse(fs.readFileSync(file + ".map", "utf8"));
const lines = code.split("\n");
const parts = {};
await SourceMapConsumer.with(map, null, (c) => {
  let prev = null;
  c.eachMapping((m) => {
    if (prev) {
      const line = lines[prev.generatedLine - 1];
      const end = m.generatedLine === prev.generatedLine ? m.generatedColumn : line.length;
      const src = (prev.source || "?").replace(/.*node_modules\//, "nm/").replace(/^(nm\/(@[^/]+\/)?[^/]+).*/, "$1").replace(/.*\/src\//, "src/").replace(/webpack:\/\/swc-website\//,"");
      (parts[src] ??= []).push(line.slice(prev.generatedColumn, end));
    }
    prev = m;
  });
});
console.log("==", file, "gzip", zlib.gzipSync(code).length);
for (const [k, v] of Object.entries(parts).map(([k, v]) => [k, zlib.gzipSync(v.join("")).length]).sort((a, b) => b[1] - a[1]).slice(0,30)) console.log(String(v).padStart(6), k);
}
