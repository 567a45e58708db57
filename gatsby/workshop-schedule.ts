import { scheduleSessions, type WorkshopSession } from "../src/lib/workshop-sessions";
import { readBuildDate } from "./build-date";

type NodeModel = Parameters<typeof readBuildDate>[0];

/** `WorkshopDetails.schedule`: the sessions split into upcoming and past at the build's date. */
export const workshopScheduleResolvers = {
  WorkshopDetails: {
    schedule: {
      type: "WorkshopSchedule!",
      async resolve(source: { sessions?: WorkshopSession[] | null }, _args: unknown, context: { nodeModel: NodeModel }) {
        return scheduleSessions(source.sessions ?? [], await readBuildDate(context.nodeModel));
      },
    },
  },
};
