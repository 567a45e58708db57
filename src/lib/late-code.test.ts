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

/** A page of build "build-a" naming its late code on the runtime's script element, as gatsby-ssr.tsx writes it. */
function pageOfBuild(files: string): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.head.innerHTML = `<script data-page-runtime="" data-late-build="build-a" data-late-files="${files}"></script>`;
  return doc;
}

describe("late code", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("reads the build and each row's file from the page", () => {
    expect(pageLateCode(pageOfBuild("lead-form-ABC123.js lead-form-ui-XYZ789.js"))).toEqual({
      build: "build-a",
      files: { "lead-form": "lead-form-ABC123.js", "lead-form-ui": "lead-form-ui-XYZ789.js" },
    });
    expect(pageLateCode(document.implementation.createHTMLDocument())).toEqual({ build: "", files: {} });
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

  it("a build without the module rejects the load instead of throwing", async () => {
    await expect(loadLateCode(["web-vitals"], {}, pageOfBuild("lead-form-ABC123.js"))).rejects.toThrow('no bundle for "web-vitals"');
  });

  it("every row's source is a file of src/late-code/", () => {
    for (const row of Object.values(LATE_CODE)) expect(row.source).toMatch(/^src\/late-code\/[\w-]+\.tsx?$/);
  });
});
