/** @jest-environment node */
import { hashEmail, normalizeEmailForHashing } from "./hash-email";

describe("hashEmail", () => {
  it("matches the FIPS 180-2 SHA-256 test vector for 'abc'", async () => {
    // FIPS 180-2 test vector: SHA-256("abc")
    expect(await hashEmail("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("trims and lower-cases the address before hashing", async () => {
    const expected = "973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b"; // SHA-256("test@example.com")
    expect(await hashEmail("test@example.com")).toBe(expected);
    expect(await hashEmail("  Test@Example.COM \n")).toBe(expected);
  });

  it("returns undefined for an empty address", async () => {
    expect(await hashEmail("   ")).toBeUndefined();
  });
});

describe("normalizeEmailForHashing", () => {
  it("normalises as Google's enhanced conversions document: trimmed, lower-cased, gmail dots removed", () => {
    expect(normalizeEmailForHashing("  Dana.Levi@Example.CO.IL ")).toBe("dana.levi@example.co.il");
    expect(normalizeEmailForHashing("Dana.Levi+ads@GMail.com")).toBe("danalevi+ads@gmail.com");
    expect(normalizeEmailForHashing("d.a.n.a@googlemail.com")).toBe("dana@googlemail.com");
  });

  it("puts an internationalised address in NFC and lower-cases its Unicode letters", () => {
    expect(normalizeEmailForHashing("X@Mu\u0308ller.DE")).toBe("x@m\u00fcller.de");
    expect(normalizeEmailForHashing("\u00c9lodie@\u00fcber.example")).toBe("\u00e9lodie@\u00fcber.example");
  });

  it("is the normalisation hashEmail hashes, so the browser's hash equals the export's", async () => {
    expect(await hashEmail("Test.User@Gmail.com")).toBe(await hashEmail("testuser@gmail.com"));
    expect(await hashEmail("x@mu\u0308ller.de")).toBe(await hashEmail("x@m\u00fcller.de"));
  });
});
