import type { StorageCategory } from "./consent-vocabulary";
import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_SECONDS } from "./consent";
import { EXPERIMENT_COOKIE, EXPERIMENT_SEEN_KEY } from "./experiment-records";
import { DEBUG_DATALAYER_PARAM } from "./debug-datalayer-flag";
import { RELOADED_KEY } from "./late-code";
import { FIRST_TOUCH_DAYS, FIRST_TOUCH_KEY, VISIT_TOUCH_KEY } from "../../supabase/functions/_shared/attribution-fields";

/**
 * Every cookie and browser-storage key the site or its tags keep on a
 * visitor's device: the one list the privacy notice prints and the consent
 * code acts on (withdrawing a purpose removes the cookies of that category).
 * Adding a key anywhere in the code without an entry here fails a unit test.
 */

/** Why a key is kept (declared with the consent vocabulary, which the tag-cookie check also reads). */
export type { StorageCategory };
export type StorageKind = "cookie" | "localStorage" | "sessionStorage";

export interface StorageEntry {
  /** The exact name, or a prefix when `prefix` is set (`_ga_` covers `_ga_<stream id>`). */
  name: string;
  prefix?: true;
  kind: StorageKind;
  category: StorageCategory;
  /** Who writes it: the site itself, or a Google tag loaded through Tag Manager. */
  setBy: "SWC" | "Google Analytics" | "Google Ads";
  purpose: string;
  /** How long it is kept, in words a visitor reads. */
  lifetime: string;
}

/**
 * First-party cookies Google's tags set on the site's domain, by the consent
 * category that allows them; withdrawing that category deletes them. Declared
 * in ./tag-cookies, whose check the page runtime carries, so it carries only
 * these names and not the descriptions below.
 */
export { TAG_COOKIE_PREFIXES } from "./tag-cookies";

const days = (count: number) => `${count} days`;

export const STORAGE_REGISTRY: readonly StorageEntry[] = [
  {
    name: CONSENT_COOKIE,
    kind: "cookie",
    category: "necessary",
    setBy: "SWC",
    purpose: "Remembers your cookie choices, so the banner does not ask again and tags respect them.",
    lifetime: days(CONSENT_COOKIE_MAX_AGE_SECONDS / 86_400),
  },
  {
    name: RELOADED_KEY,
    kind: "sessionStorage",
    category: "necessary",
    setBy: "SWC",
    purpose: "Notes that this tab already reloaded once for a newer version of the site, so it never reloads in a loop.",
    lifetime: "until the tab closes",
  },
  {
    name: DEBUG_DATALAYER_PARAM,
    kind: "sessionStorage",
    category: "necessary",
    setBy: "SWC",
    purpose: "Set only when a tag manager admin opens a page with ?debug_datalayer=1: shows analytics checks in the console.",
    lifetime: "until the tab closes",
  },
  {
    name: VISIT_TOUCH_KEY,
    kind: "sessionStorage",
    category: "necessary",
    setBy: "SWC",
    purpose:
      "The page this visit began on and the campaign that brought you (source, medium and campaign name only, unless you allow advertising measurement), sent with a message you send us.",
    lifetime: "until the tab closes",
  },
  {
    name: FIRST_TOUCH_KEY,
    kind: "localStorage",
    category: "advertising",
    setBy: "SWC",
    purpose: "The ad click and campaign that first brought you here, sent with a message you send us.",
    lifetime: days(FIRST_TOUCH_DAYS),
  },
  {
    name: EXPERIMENT_COOKIE,
    kind: "cookie",
    category: "analytics",
    setBy: "SWC",
    purpose: "A random id that shows you the same version of a page on every visit while we compare two versions.",
    lifetime: "until the comparison ends",
  },
  {
    name: EXPERIMENT_SEEN_KEY,
    kind: "localStorage",
    category: "analytics",
    setBy: "SWC",
    purpose: "Which versions of a page you saw, sent with a message you send us.",
    lifetime: "until you withdraw analytics consent",
  },
  {
    name: "_ga",
    kind: "cookie",
    category: "analytics",
    setBy: "Google Analytics",
    purpose: "Distinguishes visitors for Google Analytics statistics.",
    lifetime: "2 years",
  },
  {
    name: "_ga_",
    prefix: true,
    kind: "cookie",
    category: "analytics",
    setBy: "Google Analytics",
    purpose: "Keeps the state of your visit for Google Analytics statistics.",
    lifetime: "2 years",
  },
  {
    name: "_gcl_",
    prefix: true,
    kind: "cookie",
    category: "advertising",
    setBy: "Google Ads",
    purpose: "Keeps the Google Ads click that brought you here, so a message you send can be counted as a conversion of that ad.",
    lifetime: days(90),
  },
];
