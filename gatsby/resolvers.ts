import type { GatsbyNode } from "gatsby";
import { imageDensityResolvers } from "./image-densities";
import { inlineSvgResolvers } from "./inline-svg";

/** Fields added to or wrapped on Gatsby's own types (File, ImageSharp). Computed fields of content types: gatsby/computed-fields.ts. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(inlineSvgResolvers);
  createResolvers(imageDensityResolvers);
};
