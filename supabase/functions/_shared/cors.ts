/**
 * CORS for the site's origins only (ALLOWED_ORIGINS). Every response of a
 * function carries these headers, errors included, so the browser can read
 * the status instead of reporting an opaque network failure.
 */

import { RETRY_RECEIPT_HEADER } from "./retry-receipt.ts";

/** The headers supabase-js sends (see @supabase/supabase-js/cors), plus ours. */
const ALLOWED_HEADERS = [
  "authorization",
  "x-client-info",
  "apikey",
  "content-type",
  "x-region",
  "x-retry-count",
  "idempotency-key",
  RETRY_RECEIPT_HEADER,
].join(", ");

export function isOriginAllowed(origin: string | null, allowedOrigins: readonly string[]): boolean {
  if (origin === null) return true; // not a browser request (curl, server-to-server)
  return allowedOrigins.includes("*") || allowedOrigins.includes(origin);
}

export function corsHeaders(origin: string | null, allowedOrigins: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers": ALLOWED_HEADERS,
    "Access-Control-Expose-Headers": "retry-after",
    "Access-Control-Max-Age": "86400",
    Vary: "Origin",
  };
  if (allowedOrigins.includes("*")) headers["Access-Control-Allow-Origin"] = "*";
  else if (origin !== null && allowedOrigins.includes(origin)) headers["Access-Control-Allow-Origin"] = origin;
  return headers;
}
