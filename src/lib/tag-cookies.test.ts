import { ALL_DENIED, ALL_GRANTED, stateFromPurposes } from "./consent";
import { cookieDomains, removeTagCookies, TAG_COOKIE_PREFIXES, withdrawnTagCookies } from "./tag-cookies";
import { STORAGE_REGISTRY } from "./storage-registry";

describe("cookieDomains", () => {
  it("lists the host and every parent domain but the bare top-level one", () => {
    expect(cookieDomains("www.swc.co.il")).toEqual(["www.swc.co.il", "swc.co.il", "co.il"]);
    expect(cookieDomains("swc.co.il")).toEqual(["swc.co.il", "co.il"]);
    expect(cookieDomains("preview.swc.example")).toEqual(["preview.swc.example", "swc.example"]);
  });

  it("has none for a single-label host or an IP address", () => {
    expect(cookieDomains("localhost")).toEqual([]);
    expect(cookieDomains("127.0.0.1")).toEqual([]);
    expect(cookieDomains("[::1]")).toEqual([]);
  });
});

describe("withdrawnTagCookies", () => {
  const jar = "swc_consent=v1-dddd; _ga=GA1.1.1.2; _ga_ABC123=GS1.1.3; _gcl_au=1.1.5; _gcl_aw=GCL.1.x; swc_exp=0123456789abcdef; my_ga=1";

  it("names the analytics tags' cookies without analytics_storage and the ad tags' without ad_storage", () => {
    expect(withdrawnTagCookies(jar, ALL_DENIED)).toEqual(["_ga", "_ga_ABC123", "_gcl_au", "_gcl_aw"]);
    expect(withdrawnTagCookies(jar, stateFromPurposes({ analytics: true }))).toEqual(["_gcl_au", "_gcl_aw"]);
    expect(withdrawnTagCookies(jar, stateFromPurposes({ advertising: true }))).toEqual(["_ga", "_ga_ABC123"]);
    expect(withdrawnTagCookies(jar, ALL_GRANTED)).toEqual([]);
  });

  it("matches names by their start only, and leaves the site's own cookies", () => {
    expect(withdrawnTagCookies("my_ga=1; x_gcl_au=2; swc_consent=v1-dddd", ALL_DENIED)).toEqual([]);
    expect(withdrawnTagCookies("", ALL_DENIED)).toEqual([]);
  });

  it("covers every tag cookie the storage registry lists, by its category", () => {
    const tagCookies = STORAGE_REGISTRY.filter((entry) => entry.kind === "cookie" && entry.setBy !== "SWC");
    expect(tagCookies.length).toBeGreaterThan(0);
    for (const entry of tagCookies) {
      const prefixes: readonly string[] = TAG_COOKIE_PREFIXES[entry.category as keyof typeof TAG_COOKIE_PREFIXES] ?? [];
      expect(prefixes.some((prefix) => entry.name.startsWith(prefix))).toBe(true);
    }
  });
});

describe("removeTagCookies", () => {
  /** A document whose cookie writes are recorded, on www.swc.co.il. */
  function recordingDocument(cookies: string) {
    const writes: string[] = [];
    const doc = {
      location: { hostname: "www.swc.co.il" },
      get cookie() {
        return cookies;
      },
      set cookie(value: string) {
        writes.push(value);
      },
    } as unknown as Document;
    return { doc, writes };
  }

  it("expires each withdrawn cookie without a domain and on every parent domain, path /", () => {
    const { doc, writes } = recordingDocument("_ga=GA1.1.1.2; _gcl_au=1.1.5; swc_consent=v1-gddd");
    removeTagCookies(doc, stateFromPurposes({ analytics: true }));
    expect(writes).toEqual([
      "_gcl_au=; Max-Age=0; Path=/",
      "_gcl_au=; Max-Age=0; Path=/; Domain=www.swc.co.il",
      "_gcl_au=; Max-Age=0; Path=/; Domain=swc.co.il",
      "_gcl_au=; Max-Age=0; Path=/; Domain=co.il",
    ]);
  });

  it("writes nothing while the consent allows every cookie there is", () => {
    const { doc, writes } = recordingDocument("_ga=GA1.1.1.2; _gcl_au=1.1.5");
    removeTagCookies(doc, ALL_GRANTED);
    expect(writes).toEqual([]);
  });

  it("really removes them from the browser's cookies", () => {
    document.cookie = "_ga=GA1.1.1.2; Path=/";
    document.cookie = "_ga_ABC123=GS1.1.3; Path=/";
    document.cookie = "_gcl_au=1.1.5; Path=/";
    removeTagCookies(document, ALL_DENIED);
    expect(document.cookie).not.toMatch(/_ga|_gcl_/);
  });
});
