/**
 * @jest-environment node
 *
 * An article or landing page is listed and announced as the build will treat
 * it: a draft, scheduled for its day, ended, or on the site; the status is
 * read with the file and never written back.
 */
import { entryStatus, savedMessage, STATUS_KEY, statusLabel, withEntryStatus } from "./entry-status";
import { jsonFormat } from "./content-format";

const NOW = new Date("2026-03-10T12:00:00Z");
const status = (collection: string, data: Record<string, unknown>) => entryStatus(collection, data, NOW, "Asia/Jerusalem");

describe("entry status", () => {
  it("of an article: a draft, scheduled when dated ahead, else on the site", () => {
    expect(status("insights", { draft: true, date: "2020-01-01" })).toEqual({ kind: "draft" });
    expect(status("insights", { date: "2026-04-01" })).toEqual({ kind: "scheduled", date: "2026-04-01" });
    expect(status("insights", { date: "2026-03-10" })).toEqual({ kind: "live" });
  });

  it("of a landing page: scheduled before publishAt, ended after expireAt", () => {
    expect(status("campaigns", { publishAt: "2026-05-01" })).toEqual({ kind: "scheduled", date: "2026-05-01" });
    expect(status("campaigns", { expireAt: "2026-03-01" })).toEqual({ kind: "ended", date: "2026-03-01" });
    expect(status("campaigns", {})).toEqual({ kind: "live" });
  });

  it("of other collections: none", () => {
    expect(status("case-studies", { date: "2999-01-01" })).toBeNull();
  });

  it("is labelled in the list and said in sentences after a save", () => {
    expect(statusLabel({ kind: "scheduled", date: "2026-05-01" })).toBe("Scheduled for 2026-05-01: ");
    expect(statusLabel({ kind: "draft" })).toBe("Draft: ");
    expect(statusLabel({ kind: "live" })).toBe("");
    expect(savedMessage({ kind: "draft" })).toMatch(/^Saved as a draft: it is not on the site\./);
    expect(savedMessage({ kind: "scheduled", date: "2026-05-01" })).toMatch(/^Saved and scheduled for 2026-05-01: /);
  });

  it("is set when a file is read and left out when it is written: the file is unchanged", () => {
    const format = withEntryStatus("campaigns", jsonFormat([[{ name: "path" }, { name: "publishAt" }]]), () => NOW);
    const text = '{\n  "path": "/lp/spring",\n  "publishAt": "2999-01-01"\n}\n';
    const data = format.fromFile(text);
    expect(data[STATUS_KEY]).toBe("Scheduled for 2999-01-01: ");
    expect(format.toFile(data, ["path", "publishAt"])).toBe(text);
  });
});
