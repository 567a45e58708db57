import type { GatsbySSR } from "gatsby";
import { fontPreloadLinks } from "./src/components/layout/font-preload";

export { wrapPageElement } from "./src/components/layout/wrap-page";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents(fontPreloadLinks());
};
