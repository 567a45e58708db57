import React, { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { LeadFormWithToaster, type LeadFormIslandProps } from "../components/forms/LeadForm";

/** Resolves the island's promise once React has hydrated it (its effects run after the tree's). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: React.ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return <>{children}</>;
}

/**
 * The lead form's island: React hydrates the form alone, over the HTML the
 * server rendered for it, with the props the page wrote beside it
 * (src/components/forms/LeadFormIsland.tsx). Resolves once it is hydrated.
 */
export default function hydrateLeadForm(root: Element, props: LeadFormIslandProps): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      root,
      <Hydrated onHydrated={resolve}>
        <LeadFormWithToaster {...props} />
      </Hydrated>,
    );
  });
}
