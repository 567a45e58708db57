import type { GatsbyNode } from "gatsby";
import { inlineSvgResolvers } from "./inline-svg";

/** Fields added to Gatsby's own types (File). Computed fields of content types: gatsby/computed-fields.ts. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(inlineSvgResolvers);
};
