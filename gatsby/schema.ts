import type { GatsbyNode } from "gatsby";
import { siteTypeDefs } from "./schema/site";
import { landingPageTypeDefs } from "./schema/landing-pages";
import { caseStudyTypeDefs } from "./schema/case-studies";
import { insightTypeDefs } from "./schema/insights";
import { workshopTypeDefs } from "./schema/workshops";
import { companyTypeDefs } from "./schema/company";
import { homeTypeDefs } from "./schema/home";
import { inlineSvgTypeDefs } from "./inline-svg";
import { buildDateTypeDefs } from "./build-date";
import { computedFieldExtension } from "./computed-fields";
import { constraintFieldExtension } from "./content-constraints";

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
  inlineSvgTypeDefs,
  buildDateTypeDefs,
];

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(computedFieldExtension);
  actions.createFieldExtension(constraintFieldExtension);
  actions.createTypes(contentTypeDefs);
};
