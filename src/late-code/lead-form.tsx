import React from "react";
import { LeadFormWithToaster, type LeadFormIslandProps } from "../components/forms/LeadForm";
import { hydrateIsland } from "./hydrate-island";

/**
 * The lead form's island: React hydrates the form alone, over the HTML the
 * server rendered for it, with the props the page wrote beside it
 * (src/components/forms/LeadFormIsland.tsx). Resolves once it is hydrated.
 */
export default function hydrateLeadForm(island: HTMLElement): Promise<void> {
  return hydrateIsland<LeadFormIslandProps>(island, (props) => <LeadFormWithToaster {...props} />);
}
