// The production site as the CDN serves it: files from public/, the redirects
// in public/_redirects answered with real 301s, the headers in public/_headers,
// gzip for text, and public/404.html with status 404 for anything unknown.
// Like the CDN it never serves _redirects or _headers themselves, never answers
// with a Location the browser reads as another host (`//host`), and a file that
// disappears while it answers (a rebuild rewriting public/) is a 404 or 500
// for that request, never a crash of the server.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

// The types Netlify's CDN sends for these extensions (anything else: application/octet-stream).
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json",
  ".pdf": "application/pdf",
  ".gif": "image/gif",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".wasm": "application/wasm",
  ".csv": "text/csv; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".yaml": "text/yaml; charset=utf-8",
  ".zip": "application/zip",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest)|image\/svg)/;

/**
 * `_redirects`: `from to [status]` per line, as Netlify reads it: a rule
 * applies only where no file answers the path, unless its status is forced
 * (`301!`). A source with placeholders (`:name`) or a trailing `*` is a
 * pattern, its target naming what they matched (`:name`, `:splat`); status
 * 200 is a rewrite, answered with the target's file.
 */
export function parseRedirects(text) {
  const table = new Map();
  for (const line of text.split("\n")) {
    const [from, to, status = "301"] = line.trim().split(/\s+/);
    if (!from || from.startsWith("#") || !to) continue;
    table.set(from, { to, status: Number.parseInt(status, 10) || 301, force: status.endsWith("!") });
  }
  return table;
}

/** The rule of `table` for `pathname` with its target filled in: an exact source first, then the first pattern that matches. */
export function matchRedirect(table, pathname) {
  const exact = table.get(pathname);
  if (exact) return exact;
  for (const [from, rule] of table) {
    if (!from.includes(":") && !from.endsWith("*")) continue;
    const source = from
      .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
      .replace(/:(\w+)/g, "(?<$1>[^/]+)")
      .replace(/\*$/, "(?<splat>.*)");
    const match = new RegExp(`^${source}$`).exec(pathname);
    if (match) return { ...rule, to: rule.to.replace(/:(\w+)/g, (_, name) => match.groups?.[name] ?? "") };
  }
  return undefined;
}

/** `_headers`: a path pattern line, then indented `Name: value` lines. `*` matches anything. */
export function parseHeaders(text) {
  const rules = [];
  let current = null;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const source = line.trim().replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
      current = { pattern: new RegExp(`^${source}$`), headers: [] };
      rules.push(current);
    } else if (current) {
      const index = line.indexOf(":");
      current.headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()]);
    }
  }
  return rules;
}

function readOptional(file) {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

/** The CDN's configuration files: read by the server, never served. */
const CONFIG_FILES = new Set(["_redirects", "_headers"]);

/** The path with every run of slashes as one: `//host` would be another host's address in a Location header. */
export function collapseSlashes(pathname) {
  return pathname.replace(/\/{2,}/g, "/");
}

/** A site-relative target that cannot name another host (`//host`, `/\\host`); absolute targets (`https://…`) as written. */
export function sameHost(location) {
  return location.replace(/^[/\\]{2,}/, "/");
}

/** A file that is there, or null (missing, a directory, a configuration file, unreadable). */
function existingFile(candidate) {
  if (CONFIG_FILES.has(path.basename(candidate))) return null;
  try {
    return fs.statSync(candidate, { throwIfNoEntry: false })?.isFile() ? candidate : null;
  } catch {
    return null;
  }
}

function resolveFile(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null; // a malformed escape names no file: the 404 page
  }
  const safe = path.normalize(decoded).replace(/^(\.\.[/\\])+/, "");
  const base = path.join(root, safe);
  if (!base.startsWith(root)) return null;
  for (const candidate of [base, path.join(base, "index.html"), `${base}.html`]) {
    if (existingFile(candidate)) return candidate;
  }
  return null;
}

/** An open file handle, or null when it is gone (ENOENT, ENOTDIR: a rebuild removed it); other errors throw. */
async function openIfThere(file) {
  try {
    return await fs.promises.open(file, "r");
  } catch (error) {
    if (error.code === "ENOENT" || error.code === "ENOTDIR") return null;
    throw error;
  }
}

/**
 * `redirects: false` ignores `_redirects`, as a plain static host does: what
 * answers then is only what the files in `root` hold.
 */
export function createStaticServer(root, { redirects: useRedirects = true } = {}) {
  root = path.resolve(root);
  const redirects = useRedirects ? parseRedirects(readOptional(path.join(root, "_redirects"))) : new Map();
  const headerRules = parseHeaders(readOptional(path.join(root, "_headers")));

  /** Streams `file` (already open) with its type and gzip when asked for. */
  function send(req, res, handle, file, status) {
    const type = TYPES[path.extname(file)] ?? "application/octet-stream";
    res.setHeader("Content-Type", type);
    res.setHeader("Vary", "Accept-Encoding");
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    res.writeHead(status);
    if (req.method === "HEAD") {
      handle.close().catch(() => {});
      res.end();
      return;
    }
    const stream = handle.createReadStream();
    // A read that fails after the headers went out can only cut the answer short.
    stream.on("error", () => res.destroy());
    (gzip ? stream.pipe(zlib.createGzip()) : stream).pipe(res);
  }

  async function answer(req, res) {
    // Appended to an origin, not resolved against one: "//host/x" is this site's path, not another host.
    const target = req.url ?? "/";
    const url = new URL(target.startsWith("/") ? `http://localhost${target}` : target);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const pathname = collapseSlashes(url.pathname);
    for (const rule of headerRules) {
      if (rule.pattern.test(pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value);
    }
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    let file = resolveFile(root, pathname);
    const redirect = matchRedirect(redirects, trimmed);
    if (redirect?.status === 200 && !file) file = resolveFile(root, redirect.to);
    else if (redirect && (redirect.force || !file)) {
      res.writeHead(redirect.status, { Location: sameHost(redirect.to) + url.search }).end();
      return;
    }
    // One address per page (trailingSlash: "never"), as Netlify's pretty URLs do;
    // slashes collapsed, so the address is always this host's.
    if (trimmed !== url.pathname && file) {
      res.writeHead(301, { Location: sameHost(trimmed) + url.search }).end();
      return;
    }
    const handle = file ? await openIfThere(file) : null;
    if (handle) return send(req, res, handle, file, 200);
    const notFound = path.join(root, "404.html");
    const page = await openIfThere(notFound);
    if (page) return send(req, res, page, notFound, 404);
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
  }

  return http.createServer((req, res) => {
    answer(req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Internal error\n");
    });
  });
}
