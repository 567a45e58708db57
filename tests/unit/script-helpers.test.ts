/** @jest-environment node */
import { gatsbyEnv } from "../../scripts/lib/gatsby-env.mjs";
import { NOT_FOUND_PATH, TEMPLATES, selectTemplates } from "../../scripts/lib/templates.mjs";

describe("the benchmarks' page templates", () => {
  it("names each template's page once, the not-found page last", () => {
    expect(new Set(TEMPLATES.map((page) => page.path)).size).toBe(TEMPLATES.length);
    expect(TEMPLATES.at(-1)).toEqual({ label: "404", path: NOT_FOUND_PATH, notFound: true });
  });

  it("selects by path or label, all when none is named, and keeps an unknown path as given", () => {
    expect(selectTemplates([])).toBe(TEMPLATES);
    expect(selectTemplates(["/contact", "article"]).map((page) => page.path)).toEqual(["/contact", "/insights/modeled-conversions"]);
    expect(selectTemplates(["/new-page"])).toEqual([{ label: "/new-page", path: "/new-page" }]);
  });
});

describe("gatsbyEnv", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("turns telemetry off always, limits malloc arenas unless the environment sets them, and adds what is asked", () => {
    delete process.env.MALLOC_ARENA_MAX;
    process.env.GATSBY_TELEMETRY_DISABLED = "0";
    expect(gatsbyEnv({ NODE_ENV: "production" })).toMatchObject({ MALLOC_ARENA_MAX: "2", GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: "production" });
    process.env.MALLOC_ARENA_MAX = "4";
    expect(gatsbyEnv().MALLOC_ARENA_MAX).toBe("4");
  });
});
