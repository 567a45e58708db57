/**
 * Long texts in content (legal terms) name site facts by placeholder —
 * `{legalName}`, `{brand}`, `{email}` — so the facts stay in content/site.json
 * alone. An unknown placeholder is an editing mistake and throws, which fails
 * the build instead of shipping braces to visitors.
 */
export type SiteFacts = Record<"legalName" | "brand" | "email", string>;

export function fillSiteFacts(text: string, facts: SiteFacts): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (!(key in facts)) throw new Error(`Unknown placeholder {${key}} in: ${text.slice(0, 80)}`);
    return facts[key as keyof SiteFacts];
  });
}
