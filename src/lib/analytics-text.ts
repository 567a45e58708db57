import { PARAMETER_VALUE_MAX_LENGTH } from "./analytics-vocabulary";

/** A text as GA4 keeps it: at most PARAMETER_VALUE_MAX_LENGTH characters. */
export const capText = (text: string) => text.slice(0, PARAMETER_VALUE_MAX_LENGTH);

/** Path without trailing slash, query or hash; "/" for the home page. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0].replace(/\/+$/, "");
  return bare.startsWith("/") ? bare || "/" : `/${bare}`;
}
