import React from "react";
import type { LeadFormIslandProps } from "../components/forms/LeadForm";

/**
 * The lead form's island: React hydrates the form alone, over the HTML the
 * server rendered for it, with the props the page wrote beside it
 * (src/components/forms/LeadFormIsland.tsx). Resolves once it is hydrated.
 *
 * React's DOM renderer and the form (react-hook-form, the schema, the
 * captcha wrapper) are two chunks requested together: the browser runs each
 * when it arrives, in a task of its own, instead of all of it in one long task.
 */
export default async function hydrateLeadForm(island: HTMLElement): Promise<void> {
  const [{ hydrateIsland }, { LeadFormWithToaster }] = await Promise.all([import("./hydrate-island"), import("../components/forms/LeadForm")]);
  return hydrateIsland<LeadFormIslandProps>(island, (props) => <LeadFormWithToaster {...props} />);
}
