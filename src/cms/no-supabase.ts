/**
 * What "@supabase/supabase-js" resolves to in the CMS (gatsby/cms/admin-bundle.ts):
 * a preview draws the lead form but never sends it, so the client (about
 * 200 KB) is left out of the admin's script.
 */
export function createClient(): never {
  throw new Error("The CMS's previews send no leads");
}
