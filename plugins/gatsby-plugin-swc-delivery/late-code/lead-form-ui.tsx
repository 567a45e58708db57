import React from "react";
import type { LateCodeModules } from "../../../src/lib/late-code";
import { LeadFormInIsland, type LeadFormIslandProps } from "../../../src/components/forms/LeadForm";

/** The form the lead form's island hydrates, with the renderer it is given (plugins/gatsby-plugin-swc-delivery/late-code/hydrate-island.tsx). */
const hydrateForm: LateCodeModules["lead-form-ui"]["default"] = (island, hydrate) =>
  hydrate<LeadFormIslandProps>(island, (props) => <LeadFormInIsland {...props} />);

export default hydrateForm;
