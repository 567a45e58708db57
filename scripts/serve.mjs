#!/usr/bin/env node
// `npm run serve`: serves the existing production build (public/) on
// http://127.0.0.1:9000 (PORT and HOST override) the way the CDN does.
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/build-fingerprint.mjs";
import { createStaticServer } from "./lib/static-server.mjs";

const port = Number(process.env.PORT || 9000);
const host = process.env.HOST || "127.0.0.1";
const publicDir = path.join(ROOT, "public");

if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error("No production build in public/. Run `npm run build` first (or `npm start`, which builds when needed).");
  process.exit(1);
}

createStaticServer(publicDir).listen(port, host, () => {
  console.log(`[serve] site: http://${host}:${port}`);
});
