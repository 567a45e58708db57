/**
 * The stylesheet of gatsby-plugin-image's markup as ./gatsby-image.tsx writes
 * it, in every page's head in place of the plugin's own (withSiteImageStyle)
 * and in the CMS previews (gatsby/cms/admin-files.ts): what every image shares
 * is here once instead of in each one's style attribute. Unlike the plugin's,
 * it does not hide the main image for a script to fade in, nor give each image
 * a compositing layer of its own for that fade. Its object-fit (cover) and the
 * browser's object-position (50% 50%) are the component's defaults.
 */
export const SITE_IMAGE_CSS =
  ".gatsby-image-wrapper{position:relative;overflow:hidden}" +
  ".gatsby-image-wrapper img{bottom:0;height:100%;left:0;margin:0;max-width:none;padding:0;position:absolute;right:0;top:0;width:100%;object-fit:cover}" +
  ".gatsby-image-wrapper [data-placeholder-image]{position:absolute;inset:0;transition:opacity .5s linear}" +
  ".gatsby-image-wrapper-constrained{display:inline-block;vertical-align:top}";

