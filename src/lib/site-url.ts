/** The canonical origin: SITE_URL when the build sets it, else content/site.json's siteUrl. */
export function resolveSiteUrl(fromContent: string): string {
  return process.env.SITE_URL || fromContent;
}
