import { loadLateCode, reloadIfStale } from "./late-code";

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

const THIS_BUILD = { build: "build-a", files: { "lead-form": "/late/lead-form-A.js" } };

describe("late code", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("a page of an older build than the deployed one reloads once; a second failure stays in place", async () => {
    const first = fakeWindow("build-b");
    expect(await reloadIfStale(first.win, THIS_BUILD)).toBe(true);
    expect(first.reload).toHaveBeenCalledTimes(1);
    const again = fakeWindow("build-b");
    expect(await reloadIfStale(again.win, THIS_BUILD)).toBe(false);
    expect(again.reload).not.toHaveBeenCalled();
  });

  it("a page of the deployed build, or one that cannot tell (offline), does not reload", async () => {
    for (const deployed of ["build-a", null]) {
      const { win, reload } = fakeWindow(deployed);
      expect(await reloadIfStale(win, THIS_BUILD)).toBe(false);
      expect(reload).not.toHaveBeenCalled();
    }
  });

  it("a build without the entry rejects the load instead of throwing", async () => {
    await expect(loadLateCode("web-vitals", 0, THIS_BUILD)).rejects.toThrow('no bundle for "web-vitals"');
  });
});
