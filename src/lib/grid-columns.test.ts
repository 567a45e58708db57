import { fillingColumns } from "./grid-columns";

describe("fillingColumns", () => {
  it.each([
    [8, 4, 4],
    [6, 4, 3],
    [9, 4, 3],
    [4, 3, 2],
    [7, 4, 4],
    [5, 3, 3],
  ])("%i cards, at most %i columns: %i", (count, max, columns) => expect(fillingColumns(count, max)).toBe(columns));
});
