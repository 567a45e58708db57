import { LATE_CODE, loadLateCode, pageLateCode, reloadIfStale } from "./late-code";

/** A window whose server reports `deployed` as the current build, and whose reload is recorded. */
function fakeWindow(deployed: string | null, storage: Storage = window.sessionStorage) {
  const reload = jest.fn();
  const win = {
    fetch: jest.fn(async () => (deployed === null ? { ok: false, json: async () => ({}) } : { ok: true, json: async () => ({ build: deployed }) })),
    sessionStorage: storage,
    location: { reload },
  } as unknown as Window;
  return { win, reload };
}

/** This page as one of build "build-a", naming its late code on the runtime's script element as gatsby-ssr.tsx writes it. */
function pageOfBuild(files: string): void {
  document.head.innerHTML = `<script data-page-runtime="" data-late-code="build-a ${files}"></script>`;
}

describe("late code", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("reads the build and each row's file from the page", () => {
    pageOfBuild("lead-form-ABC123.js lead-form-ui-XYZ789.js");
    expect(pageLateCode()).toEqual({ build: "build-a", files: { "lead-form": "lead-form-ABC123.js", "lead-form-ui": "lead-form-ui-XYZ789.js" } });
    document.head.innerHTML = "";
    expect(pageLateCode()).toEqual({ build: "", files: {} });
  });

  it("a page of an older build than the deployed one reloads once; a second failure stays in place", async () => {
    const first = fakeWindow("build-b");
    expect(await reloadIfStale(first.win, "build-a")).toBe(true);
    expect(first.reload).toHaveBeenCalledTimes(1);
    const again = fakeWindow("build-b");
    expect(await reloadIfStale(again.win, "build-a")).toBe(false);
    expect(again.reload).not.toHaveBeenCalled();
  });

  it("a page of the deployed build, or one that cannot tell (offline), does not reload", async () => {
    for (const deployed of ["build-a", null]) {
      const { win, reload } = fakeWindow(deployed);
      expect(await reloadIfStale(win, "build-a")).toBe(false);
      expect(reload).not.toHaveBeenCalled();
    }
  });

  it("a module the page does not name rejects the load instead of throwing", async () => {
    pageOfBuild("lead-form-ABC123.js");
    await expect(loadLateCode(["web-vitals"])).rejects.toThrow();
  });

  it("every row's source is a file of plugins/gatsby-plugin-swc-delivery/late-code/", () => {
    for (const row of Object.values(LATE_CODE)) expect(row.source).toMatch(/^plugins\/gatsby-plugin-swc-delivery\/late-code\/[\w-]+\.tsx?$/);
  });
});
