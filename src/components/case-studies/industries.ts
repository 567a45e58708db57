/**
 * Industry groups (content/industries.json) give each case study's badge its
 * colour. A case study names its industry in words ("eCommerce"); matching is
 * by id or name, case-insensitive, so an editor's capitalisation never breaks it.
 */
export type IndustryGroup = Queries.IndustryGroup;

/** Used when a case study names an industry the data file does not list yet. */
export const FALLBACK_INDUSTRY_COLOR = "#2346d6";

export function findIndustryGroup(groups: readonly IndustryGroup[], industry: string): IndustryGroup | undefined {
  const key = industry.trim().toLowerCase();
  return groups.find((group) => group.id.toLowerCase() === key || group.industry.toLowerCase() === key);
}

export function industryColor(groups: readonly IndustryGroup[], industry: string): string {
  return findIndustryGroup(groups, industry)?.color ?? FALLBACK_INDUSTRY_COLOR;
}

/** `event_detail` of case_study_clicked: the lower-cased industry. */
export function industryEventDetail(industry: string): string {
  return industry.trim().toLowerCase();
}
