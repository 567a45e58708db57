import type { SupabaseClient } from "@supabase/supabase-js";
import { loadLateCode } from "./late-code";
import LOCAL_DEFAULTS from "./local-build-defaults.json";

/**
 * The backend client: public project URL and public anonymous key,
 * session persisted in local storage with automatic token refresh.
 *
 * supabase-js is about 50 KB of compressed JavaScript the site needs only when
 * someone sends a message, so it is imported and created on first use (the
 * first submit): a chunk of the lead form's island of its own.
 */

/**
 * Baked in at build time; the default is the local function runner of `npm start`
 * (a production build refuses it: scripts/lib/production-env.mjs).
 */
export const SUPABASE_URL = process.env.GATSBY_SUPABASE_URL || LOCAL_DEFAULTS.GATSBY_SUPABASE_URL;
/**
 * The local runner does not check keys (verify_jwt = false in
 * supabase/config.toml), so any value serves locally; production builds set
 * the project's public anon (or publishable) key.
 */
export const SUPABASE_ANON_KEY = process.env.GATSBY_SUPABASE_ANON_KEY || LOCAL_DEFAULTS.GATSBY_SUPABASE_ANON_KEY;

let client: Promise<SupabaseClient> | null = null;

export function getSupabase(): Promise<SupabaseClient> {
  client ??= loadLateCode(["supabase"])
    .then(([{ createClient }]) =>
      createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {
        auth: { persistSession: true, autoRefreshToken: true },
      }),
    )
    .catch((error) => {
      client = null; // the next submit asks again (src/lib/late-code.ts: from a fresh folder)
      throw error;
    });
  return client;
}
