/**
 * How many columns a grid of `count` cards gets at its widest: the most, up to
 * `max`, that fill every row (8 cards in 4 columns, 6 in 3), so no grid ends
 * in a short row; `max` when no count from 2 up divides (the card grid then
 * centres its short last row).
 */
export function fillingColumns(count: number, max: number): number {
  for (let columns = max; columns >= 2; columns--) if (count % columns === 0) return columns;
  return max;
}
