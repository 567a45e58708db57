import { z } from "zod";
import { measuredEvents } from "./gtm-container";

/**
 * What a GA4 admin registers once after importing the container: one custom
 * definition per event parameter the GA4 tags send (GA4 shows a parameter
 * in reports only once it is registered). Derived from the same measured
 * events as the container's tags, so a new parameter gets its row.
 */
export interface CustomDefinition {
  parameter: string;
  kind: "Custom dimension" | "Custom metric";
  /** every parameter belongs to the event that carries it */
  scope: "Event";
  /** the name it is shown under in GA4's reports */
  name: string;
}

const displayName = (parameter: string) => {
  const words = parameter.split("_").join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Parameters GA4 knows itself (generate_lead's value and currency make its event value): never registered as custom definitions. */
export const GA4_OWN_PARAMETERS = ["value", "currency"];

export function ga4CustomDefinitions(): CustomDefinition[] {
  const rows = new Map<string, CustomDefinition>();
  for (const event of measuredEvents()) {
    for (const parameter of event.parameters) {
      if (rows.has(parameter) || GA4_OWN_PARAMETERS.includes(parameter)) continue;
      const numeric = event.shape[parameter] instanceof z.ZodNumber;
      rows.set(parameter, {
        parameter,
        kind: numeric ? "Custom metric" : "Custom dimension",
        scope: "Event",
        name: displayName(parameter),
      });
    }
  }
  return [...rows.values()];
}
