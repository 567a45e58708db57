import { entryOfAddress, isEntrySwitch } from "./entry-address-guard";

describe("an entry opened straight from another's address", () => {
  it("names the entry of an editor's address, and nothing else", () => {
    expect(entryOfAddress("#/collections/campaigns/entries/dv360-self-serve-trial")).toBe("campaigns/dv360-self-serve-trial");
    expect(entryOfAddress("#/collections/campaigns/new")).toBeNull();
    expect(entryOfAddress("#/collections/campaigns")).toBeNull();
  });

  it("is a switch from one entry to another, not from a list, a new entry or the same entry", () => {
    expect(isEntrySwitch("#/collections/campaigns/entries/a", "#/collections/campaigns/entries/b")).toBe(true);
    expect(isEntrySwitch("#/collections/campaigns/entries/a", "#/collections/insights/entries/a")).toBe(true);
    expect(isEntrySwitch("#/collections/campaigns/new", "#/collections/campaigns/entries/a")).toBe(false);
    expect(isEntrySwitch("#/collections/campaigns", "#/collections/campaigns/entries/a")).toBe(false);
    expect(isEntrySwitch("#/collections/campaigns/entries/a", "#/collections/campaigns/entries/a?ref=x")).toBe(false);
  });
});
