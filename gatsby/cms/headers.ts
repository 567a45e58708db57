/**
 * Response headers of the CMS (/admin and its files), which differ from the
 * site's on purpose:
 * - script-src allows 'unsafe-eval': Decap's bundle compiles code at run time
 *   (its configuration validator, ajv, builds checks with new Function);
 *   the site's pages never allow it, and no page of the site runs here.
 * - style-src allows inline styles (Decap's components style themselves at
 *   run time); img-src and connect-src allow blob: (an image being uploaded
 *   is shown, and read back for saving, from a blob: URL) and img-src data:.
 * - connect-src reaches the local backend proxy (127.0.0.1:8081, used only
 *   when the CMS runs on the marketer's machine) and the production backend.
 * - Cross-Origin-Opener-Policy allows popups: the GitHub login runs in a
 *   popup that reports back to this page through window.opener.
 * - The page is never indexed (X-Robots-Tag) nor framed by another site.
 */
import { REVALIDATE, serializeCsp, type HeaderRule } from "../security-headers";
import type { BackendName } from "./backend";
import { LOCAL_BACKEND_PORT } from "./config";
import { ADMIN_PATH, IDENTITY_WIDGET } from "./admin-page";

const BACKEND_ORIGINS: Record<BackendName, { connect: string[]; scripts: string[]; images: string[]; frames: string[] }> = {
  github: {
    connect: ["https://api.github.com"],
    scripts: [],
    images: ["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"],
    frames: [],
  },
  // Git Gateway and Identity are served by the site's own origin on Netlify (/.netlify/…); the widget is not.
  "git-gateway": { connect: [], scripts: [new URL(IDENTITY_WIDGET).origin], images: [], frames: [new URL(IDENTITY_WIDGET).origin] },
};

export function adminContentSecurityPolicy(backend: BackendName): string {
  const origins = BACKEND_ORIGINS[backend];
  const local = [`http://127.0.0.1:${LOCAL_BACKEND_PORT}`, `http://localhost:${LOCAL_BACKEND_PORT}`];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-eval'", ...origins.scripts],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...origins.images],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", "blob:", ...local, ...origins.connect],
    "frame-src": ["'self'", "blob:", ...origins.frames],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
  return serializeCsp(directives);
}

/** `_headers` rules for the page (both spellings of its address) and its files. */
export function adminHeaderRules(backend: BackendName): HeaderRule[] {
  const headers: [string, string][] = [
    ["Content-Security-Policy", adminContentSecurityPolicy(backend)],
    ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
    ["X-Robots-Tag", "noindex, nofollow"],
    ["Cache-Control", REVALIDATE],
  ];
  return [ADMIN_PATH, `${ADMIN_PATH}/*`].map((pattern): HeaderRule => [pattern, headers]);
}
