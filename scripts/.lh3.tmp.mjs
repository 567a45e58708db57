import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import fs from "node:fs";
import { createStaticServer } from "./lib/static-server.mjs";
const server = createStaticServer(process.argv[3] || "public").listen(9218, "127.0.0.1");
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu","--disable-dev-shm-usage"] });
fs.rmSync("/tmp/lhg", { recursive: true, force: true });
await lighthouse("http://127.0.0.1:9218" + process.argv[2], { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], blockedUrlPatterns: process.env.BLOCK ? [process.env.BLOCK] : [], gatherMode: "/tmp/lhg" });
await chrome.kill(); server.close();
