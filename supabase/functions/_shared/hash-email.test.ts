/** @jest-environment node */
import { hashEmail } from "./hash-email";

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
