import type { GatsbyNode } from "gatsby";
import { siteTypeDefs } from "./site";
import { offeringPageTypeDefs } from "./offering-pages";
import { campaignBlockUnion, campaignBlockUnionSdl, campaignPageTypeDefs } from "./campaign-pages";
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
  offeringPageTypeDefs,
  campaignPageTypeDefs,
  caseStudyTypeDefs,
  insightTypeDefs,
  workshopTypeDefs,
  companyTypeDefs,
  homeTypeDefs,
  experimentTypeDefs,
  inlineSvgTypeDefs,
  buildDateTypeDefs,
];

/** The whole model as plain SDL (the union Gatsby builds with its resolver below included), for the readers of gatsby/schema-document.ts. */
export const contentModelTypeDefs = [...contentTypeDefs, campaignBlockUnionSdl];

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createFieldExtension(computedFieldExtension);
  actions.createFieldExtension(constraintFieldExtension);
  actions.createTypes(contentTypeDefs);
  actions.createTypes(campaignBlockUnion(schema));
};
