import { loadLateCode, type LateCodeModules } from "../../../src/lib/late-code";

/**
 * The lead form's island: React hydrates the form alone, over the HTML the
 * server rendered for it, with the props the page wrote beside it
 * (src/components/forms/LeadFormIsland.tsx). Resolves once it is hydrated.
 *
 * React's DOM renderer and the form (react-hook-form, the schema, the
 * captcha wrapper) are two modules requested together: the browser runs each
 * when it arrives, in a task of its own, instead of all of it in one long task.
 */
const hydrateLeadForm: LateCodeModules["lead-form"]["default"] = async (island) => {
  const [{ hydrateIsland }, form] = await loadLateCode(["island-react", "lead-form-ui"]);
  return form.default(island, hydrateIsland);
};

export default hydrateLeadForm;
