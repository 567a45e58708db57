import React from "react";
import type { LateCodeModules } from "../lib/late-code";
import { LeadFormInIsland, type LeadFormIslandProps } from "../components/forms/LeadForm";

/** The form the lead form's island hydrates, with the renderer it is given (src/late-code/hydrate-island.tsx). */
const hydrateForm: LateCodeModules["lead-form-ui"]["default"] = (island, hydrate) =>
  hydrate<LeadFormIslandProps>(island, (props) => <LeadFormInIsland {...props} />);

export default hydrateForm;
