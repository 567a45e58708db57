import { createClient as create } from "@supabase/supabase-js";
import type { LateCodeModules } from "../../../src/lib/late-code";

/** supabase-js's client, loaded on the first send (src/lib/supabase.ts). */
export const createClient: LateCodeModules["supabase"]["createClient"] = create;
