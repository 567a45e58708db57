import type { GatsbyNode } from "gatsby";
import { inlineSvgResolvers } from "./inline-svg";
import { workshopScheduleResolvers } from "./workshop-schedule";

/** Fields computed at build time rather than read from content. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({ ...inlineSvgResolvers, ...workshopScheduleResolvers });
};
