/** Where the Liberation fonts are read from (LIBERATION_FONTS overrides). */
export const LIBERATION_FONT_DIR: string;
/** The SVG with every <text> drawn as a <path> outline; unchanged when it has none. */
export function outlineSvg(svg: string): string;
