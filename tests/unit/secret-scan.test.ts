import { findSecrets } from "../e2e/support/secret-scan";

// Samples are assembled at run time so this file itself never looks like it leaks anything.
const jwt = (payload: object) =>
  ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", Buffer.from(JSON.stringify(payload)).toString("base64url"), "c2lnbmF0dXJlLW9mLXRoZS10b2tlbg"].join(".");

describe("findSecrets", () => {
  it("allows the public anon key and ordinary minified code", () => {
    const anon = jwt({ iss: "supabase", ref: "abcdefghijklmnop", role: "anon", iat: 1700000000 });
    expect(findSecrets(`createClient("https://x.supabase.co","${anon}");var re_x=1,task_id=2;`)).toEqual([]);
  });

  it("flags a service-role JWT", () => {
    const service = jwt({ iss: "supabase", ref: "abcdefghijklmnop", role: "service_role", iat: 1700000000 });
    expect(findSecrets(`key:"${service}"`).map((f) => f.kind)).toEqual(["JWT with role service_role"]);
  });

  it.each([
    ["Stripe-style secret key", ["sk", "live", "4eC39HqLyjWDarjtT1zdp7dc"].join("_")],
    ["Resend API key", ["re", "c1tpEyD8", "NKFusih9vKVQknRAQfmFcWCv"].join("_")],
    ["PEM private key", ["-----BEGIN", "RSA PRIVATE KEY-----"].join(" ")],
    ["PEM private key", ["-----BEGIN", "PRIVATE KEY-----"].join(" ")],
    ["Supabase secret key", ["sb", "secret", "N7UND0UgjKTVK-Uodkm0Hg"].join("_")],
  ])("flags a %s", (kind, value) => {
    expect(findSecrets(`const x = "${value}";`).map((f) => f.kind)).toContain(kind);
  });

  it("flags the value of a secret environment variable wherever it appears", () => {
    expect(findSecrets("var k='6LdSecretValueFromEnv123'", ["6LdSecretValueFromEnv123"])).toHaveLength(1);
  });
});
