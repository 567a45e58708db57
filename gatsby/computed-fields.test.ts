/** @jest-environment node */
import { COMPUTED_FIELDS, computedFieldExtension, isPreviewBuild } from "./computed-fields";
import { BUILD_DATE_NODE_ID, BUILD_DATE_TYPE } from "./build-date";

const context = (date: string) => ({
  nodeModel: {
    getNodeById: ({ id, type }: { id: string; type: string }) => (id === BUILD_DATE_NODE_ID && type === BUILD_DATE_TYPE ? { date } : null),
  },
});
const publication = { resolve: COMPUTED_FIELDS.insightPublication };
const listed = { resolve: COMPUTED_FIELDS.insightListed };

describe("Insight.publication and Insight.listed", () => {
  const previous = process.env.gatsby_executing_command;
  afterEach(() => {
    process.env.gatsby_executing_command = previous;
  });

  it("a production build lists neither a draft nor an article dated after the build", async () => {
    process.env.gatsby_executing_command = "build";
    const at = context("2026-11-25T08:00:00.000Z");
    expect(await publication.resolve({ date: "2026-12-01" }, {}, at)).toBe("scheduled");
    expect(await listed.resolve({ date: "2026-12-01" }, {}, at)).toBe(false);
    expect(await publication.resolve({ date: "2025-01-15", draft: true }, {}, at)).toBe("draft");
    expect(await listed.resolve({ date: "2025-01-15", draft: true }, {}, at)).toBe(false);
    expect(await listed.resolve({ date: "2025-01-15", draft: false }, {}, at)).toBe(true);
  });

  it("the first build on or after the date publishes the scheduled article", async () => {
    process.env.gatsby_executing_command = "build";
    expect(await listed.resolve({ date: "2026-12-01" }, {}, context("2026-12-01T03:00:00.000Z"))).toBe(true);
  });

  it("gatsby develop lists drafts and scheduled articles, marked as such", async () => {
    process.env.gatsby_executing_command = "develop";
    expect(isPreviewBuild()).toBe(true);
    const at = context("2026-11-25T08:00:00.000Z");
    expect(await listed.resolve({ date: "2025-01-15", draft: true }, {}, at)).toBe(true);
    expect(await publication.resolve({ date: "2025-01-15", draft: true }, {}, at)).toBe("draft");
  });
});

describe("@computed", () => {
  it("resolves a named computed field and refuses an unknown name", () => {
    expect(computedFieldExtension.extend({ by: "workshopSchedule" }).resolve).toBe(COMPUTED_FIELDS.workshopSchedule);
    expect(() => computedFieldExtension.extend({ by: "nope" })).toThrow(/nope/);
  });

  it("splits workshop sessions at the build's date", async () => {
    const session = { format: "Virtual", location: "Online", time: "10:00 AM", startDate: "2024-03-22T10:00:00-08:00", endDate: "2024-03-22T18:00:00-08:00" };
    expect(await COMPUTED_FIELDS.workshopSchedule({ sessions: [session] }, {}, context("2024-03-01T00:00:00.000Z"))).toEqual({ upcoming: [session], past: [] });
    expect(await COMPUTED_FIELDS.workshopSchedule({ sessions: [session] }, {}, context("2026-11-25T00:00:00.000Z"))).toEqual({ upcoming: [], past: [session] });
  });
});
