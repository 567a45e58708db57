import { scheduleSessions, sessionDateLabel } from "./workshop-sessions";
import workshop from "../../content/workshop-google-analytics.json";

const session = (startDate: string, endDate: string, location = "New York") => ({ format: "In Person", location, time: "9:00 AM-5:00 PM EST", startDate, endDate });

describe("scheduleSessions", () => {
  const march15 = session("2024-03-15T09:00:00-05:00", "2024-03-15T17:00:00-05:00");
  const march22 = session("2024-03-22T10:00:00-08:00", "2024-03-22T18:00:00-08:00", "Online");

  it("announces every session before the first one starts, soonest first", () => {
    const { upcoming, past } = scheduleSessions([march22, march15], new Date("2024-03-01T00:00:00Z"));
    expect(upcoming).toEqual([march15, march22]);
    expect(past).toEqual([]);
  });

  it("keeps a session under way as upcoming until it ends", () => {
    const during = scheduleSessions([march15, march22], new Date("2024-03-15T20:00:00Z"));
    expect(during.upcoming).toEqual([march15, march22]);
    const after = scheduleSessions([march15, march22], new Date("2024-03-15T22:00:01Z"));
    expect(after.upcoming).toEqual([march22]);
    expect(after.past).toEqual([march15]);
  });

  it("announces nothing once every session has ended, and lists the past ones most recent first", () => {
    const { upcoming, past } = scheduleSessions([march15, march22], new Date("2026-11-25T00:00:00Z"));
    expect(upcoming).toEqual([]);
    expect(past).toEqual([march22, march15]);
  });

  it("refuses a session whose dates cannot be read", () => {
    expect(() => scheduleSessions([session("next spring", "2024-03-15T17:00:00-05:00")], new Date())).toThrow(/startDate/);
  });

  it("reads every session in content", () => {
    expect(() => scheduleSessions(workshop.details.sessions, new Date())).not.toThrow();
  });
});

describe("sessionDateLabel", () => {
  it("is the venue's calendar date, whatever the offset", () => {
    const starts = ["2024-03-15T09:00:00-05:00", "2024-03-22T22:00:00-08:00", "2027-01-05T09:00:00+02:00"];
    expect(starts.map((start) => sessionDateLabel(start))).toEqual(["March 15, 2024", "March 22, 2024", "January 5, 2027"]);
  });

  it("refuses a date without a time", () => {
    expect(() => sessionDateLabel("March 15, 2024")).toThrow(/ISO 8601/);
  });
});
