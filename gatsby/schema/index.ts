import type { GatsbyNode } from "gatsby";
import { siteTypeDefs } from "./site";
import { landingPageTypeDefs } from "./landing-pages";
import { caseStudyTypeDefs } from "./case-studies";
import { insightTypeDefs } from "./insights";
import { workshopTypeDefs } from "./workshops";
import { companyTypeDefs } from "./company";
import { homeTypeDefs } from "./home";
import { experimentTypeDefs } from "./experiments";
import { inlineSvgTypeDefs } from "../inline-svg";
import { buildDateTypeDefs } from "../build-date";
import { computedFieldExtension } from "../computed-fields";
import { constraintFieldExtension } from "../content-constraints";

/**
 * Every content type is declared here, never inferred: queries keep their
 * types when a field is empty, and a typo in content fails loudly.
 */
export const contentTypeDefs = [
  siteTypeDefs,
  landingPageTypeDefs,
  caseStudyTypeDefs,
  insightTypeDefs,
  workshopTypeDefs,
  companyTypeDefs,
  homeTypeDefs,
  experimentTypeDefs,
  inlineSvgTypeDefs,
  buildDateTypeDefs,
];

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(computedFieldExtension);
  actions.createFieldExtension(constraintFieldExtension);
  actions.createTypes(contentTypeDefs);
};
