/** @jest-environment node */
import LOCAL_DEFAULTS from "../../src/lib/local-build-defaults.json";
import { formatProductionEnvProblems, parseBuildArgs, productionEnvProblems } from "../../scripts/lib/production-env.mjs";

/** A legacy Supabase key: a JWT whose payload names its role (the signature is never checked here). */
const jwt = (role: string) => ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", Buffer.from(JSON.stringify({ iss: "supabase", ref: "abcdefghijklmnop", role })).toString("base64url"), "c2lnbmF0dXJl"].join(".");
const REAL = {
  GATSBY_SUPABASE_URL: "https://abcdefghijklmnop.supabase.co",
  GATSBY_SUPABASE_ANON_KEY: "sb_publishable_AbCdEfGhIjKlMnOpQrStUv_12345678",
  GATSBY_RECAPTCHA_SITE_KEY: "6Lc_real_site_key_for_swc_co_il_000000000",
};
const variables = (env: Record<string, string | undefined>) => productionEnvProblems(env).map((problem) => problem.variable);

describe("production build environment", () => {
  test("real values pass", () => {
    expect(productionEnvProblems(REAL)).toEqual([]);
    expect(productionEnvProblems({ ...REAL, GATSBY_SUPABASE_URL: "https://api.swc.co.il/" })).toEqual([]);
  });

  test("each missing or blank variable is named", () => {
    expect(variables({})).toEqual(["GATSBY_SUPABASE_URL", "GATSBY_SUPABASE_ANON_KEY", "GATSBY_RECAPTCHA_SITE_KEY"]);
    expect(variables({ ...REAL, GATSBY_RECAPTCHA_SITE_KEY: "  " })).toEqual(["GATSBY_RECAPTCHA_SITE_KEY"]);
    expect(variables({ ...REAL, GATSBY_SUPABASE_URL: "" })).toEqual(["GATSBY_SUPABASE_URL"]);
    const message = formatProductionEnvProblems(productionEnvProblems({}));
    expect(message).toMatch(/GATSBY_SUPABASE_URL is not set/);
    expect(message).toMatch(/GATSBY_RECAPTCHA_SITE_KEY is not set/);
  });

  test("the local defaults a plain build bakes in are refused", () => {
    const problems = productionEnvProblems(LOCAL_DEFAULTS);
    expect(problems.map((problem) => problem.variable)).toEqual(["GATSBY_SUPABASE_URL", "GATSBY_SUPABASE_ANON_KEY", "GATSBY_RECAPTCHA_SITE_KEY"]);
    expect(problems[0].problem).toMatch(/points at this machine/);
    expect(problems[2].problem).toMatch(/Google's public test key/);
  });

  test("the anon key must be a public one: a secret or service-role key is refused before it ships", () => {
    expect(productionEnvProblems({ ...REAL, GATSBY_SUPABASE_ANON_KEY: jwt("anon") })).toEqual([]);
    const secret = productionEnvProblems({ ...REAL, GATSBY_SUPABASE_ANON_KEY: "sb_secret_AbCdEfGhIjKlMnOpQrStUv_12345678" });
    expect(secret.map((problem) => problem.variable)).toEqual(["GATSBY_SUPABASE_ANON_KEY"]);
    expect(secret[0].problem).toMatch(/secret key/);
    const serviceRole = productionEnvProblems({ ...REAL, GATSBY_SUPABASE_ANON_KEY: jwt("service_role") });
    expect(serviceRole[0].problem).toMatch(/"service_role" role/);
    expect(formatProductionEnvProblems(serviceRole)).toMatch(/GATSBY_SUPABASE_ANON_KEY is a key for the "service_role" role/);
    expect(variables({ ...REAL, GATSBY_SUPABASE_ANON_KEY: "some-random-text" })).toEqual(["GATSBY_SUPABASE_ANON_KEY"]);
  });

  test.each([
    "http://127.0.0.1:54321",
    "https://127.0.0.1",
    "http://127.1.2.3:8000",
    "https://localhost:54321",
    "https://LOCALHOST",
    "https://functions.localhost",
    "http://0.0.0.0:54321",
    "http://[::1]:54321",
  ])("a Supabase URL on this machine is refused: %s", (url) => {
    expect(variables({ ...REAL, GATSBY_SUPABASE_URL: url })).toEqual(["GATSBY_SUPABASE_URL"]);
  });

  test("a Supabase URL must be an https URL", () => {
    expect(productionEnvProblems({ ...REAL, GATSBY_SUPABASE_URL: "http://abc.supabase.co" })[0].problem).toMatch(/https/);
    expect(productionEnvProblems({ ...REAL, GATSBY_SUPABASE_URL: "abc.supabase.co" })[0].problem).toMatch(/not a URL/);
  });

  test("a host that only starts like a local one is fine", () => {
    expect(productionEnvProblems({ ...REAL, GATSBY_SUPABASE_URL: "https://localhost-api.example.com" })).toEqual([]);
    expect(productionEnvProblems({ ...REAL, GATSBY_SUPABASE_URL: "https://127.example.com" })).toEqual([]);
  });

  test("--production is the one build flag; anything else stops the build", () => {
    expect(parseBuildArgs([])).toEqual({ production: false });
    expect(parseBuildArgs(["--production"])).toEqual({ production: true });
    expect(() => parseBuildArgs(["--prod"])).toThrow(/Unknown build option --prod/);
  });
});
