/**
 * The facts the privacy notice (/privacy) states, read from the registries the
 * code itself uses: the lead's fields from the one lead schema, who receives a
 * lead from the delivery channels and the conversion export, how long it is
 * kept from the retention job's constant, and every cookie and storage key from
 * the storage registry. The notice's prose lives in content/privacy.json; its
 * tables are built here, so a field, recipient or cookie added to the code
 * without a line here fails the type check or tests/unit/privacy-notice.test.ts.
 */
import { LEAD_FIELDS, type LeadField } from "../../supabase/functions/_shared/contact-schema";
import { CLICK_ID_PARAMS, CONSENTLESS_PARAMS, FIRST_TOUCH_DAYS, UTM_PARAMS } from "../../supabase/functions/_shared/attribution-fields";
import { DATA_REQUEST_REPLY_DAYS, LEAD_RETENTION_DAYS } from "../../supabase/functions/_shared/lead-retention";
import type { Channel } from "../../supabase/functions/_shared/lead-store";
import { LEAD_FORM_VARIANTS } from "./lead-form-variants";
import { STORAGE_REGISTRY, TAG_COOKIE_PREFIXES, type StorageCategory, type StorageEntry } from "./storage-registry";

export { DATA_REQUEST_REPLY_DAYS, LEAD_RETENTION_DAYS };

/** What one stored lead field holds, in a visitor's words. */
interface FieldNotice {
  label: string;
  holds: string;
}

const list = (names: readonly string[]) => names.join(", ");

/**
 * Every field a lead keeps (LEAD_FIELDS), described. A Record over LeadField:
 * a field added to the lead schema fails the type check until it is here.
 */
const LEAD_FIELD_NOTICES: Record<LeadField, FieldNotice> = {
  name: { label: "Name", holds: "Your name, as you type it." },
  email: { label: "E-mail address", holds: "The address we reply to." },
  company: { label: "Company", holds: "Your company, if you give it (optional)." },
  message: { label: "Message", holds: "What you write to us." },
  buttonText: { label: "Button", holds: "The label of the button you pressed to send it, so we know which offer you asked about." },
  componentName: { label: "Form", holds: "The name of the form you used." },
  attribution: {
    label: "How you reached us",
    holds:
      `The page you sent the form from, the page your visit began on and the site that linked to it (their addresses with campaign details only), ` +
      `the time, and which campaign brought you (${list(CONSENTLESS_PARAMS)}). Only if you allow advertising measurement: the other campaign details ` +
      `(${list(UTM_PARAMS.filter((name) => !(CONSENTLESS_PARAMS as readonly string[]).includes(name)))}), the ad click's id (${list(CLICK_ID_PARAMS)}) ` +
      `and the campaign that first brought you here in the last ${FIRST_TOUCH_DAYS} days. Also the cookie choices you had made when you sent it.`,
  },
  experiments: {
    label: "Page versions shown",
    holds: "Only if you allow analytics: which version of a page you saw while we compared two versions.",
  },
};

/** Fields every lead keeps that no form sends: the function adds them as it stores the lead. */
const STORED_BY_THE_FUNCTION: readonly FieldNotice[] = [{ label: "Time received", holds: "When your message arrived." }];

export interface FieldRow {
  /** the schema's field name, or null for what the function adds */
  field: LeadField | null;
  label: string;
  holds: string;
  /** which forms send it, in words */
  sentBy: string;
}

/** The forms that send a field: those with `sendsSource` add the button and the form name; the rest send the shared fields. */
function formsSending(field: LeadField): string {
  if (field !== "buttonText" && field !== "componentName") return "Every form";
  const names = Object.values(LEAD_FORM_VARIANTS)
    .filter((variant) => variant.sendsSource)
    .map((variant) => variant.formName);
  return names.length ? list(names) : "No form today";
}

/** The table "What we keep when you send a form": one row per field of the lead schema, then what the function adds. */
export function leadFieldRows(): FieldRow[] {
  return [
    ...LEAD_FIELDS.map(({ field }) => ({ field, ...LEAD_FIELD_NOTICES[field], sentBy: formsSending(field) })),
    ...STORED_BY_THE_FUNCTION.map((notice) => ({ field: null, ...notice, sentBy: "Added when stored" })),
  ];
}

export interface RecipientRow {
  /** a delivery channel, a conversion export, or a service that processes every message */
  id: string;
  recipient: string;
  receives: string;
  when: string;
}

/**
 * The delivery channels (lead-store.ts CHANNELS), described. A Record over
 * Channel: a channel added there fails the type check until it is here.
 */
const CHANNEL_RECIPIENTS: Record<Channel, Omit<RecipientRow, "id">> = {
  email: {
    recipient: "Our sales inbox, through Resend (e-mail delivery provider)",
    receives: "Every field above.",
    when: "Every message.",
  },
  webhook: {
    recipient: "Our customer-relationship and team-chat tools, through a signed webhook",
    receives: "Every field above.",
    when: "Every message, where we have connected such a tool.",
  },
};

/**
 * What the conversion export (supabase/local/conversion-export.ts, `npm run
 * leads:export`) uploads to Google Ads, by format; the experiments format
 * stays with us. Only leads sent with ad_user_data granted are exported.
 */
export const GOOGLE_ADS_UPLOADS = {
  "google-ads": { receives: "The ad click's id and when your message arrived (no name, e-mail or message)." },
  enhanced: { receives: "A one-way hash (SHA-256) of your e-mail address and when your message arrived; never the address itself." },
} as const;

const GOOGLE_ADS_CONDITION = "Only if you allowed advertising measurement when you sent the message.";

/** Services every message passes through on its way to us. */
const PROCESSORS: readonly RecipientRow[] = [
  {
    id: "supabase",
    recipient: "Supabase (hosting of our database and of the function that receives the form)",
    receives: "Every field above; your network address, only as a keyed hash, to limit how many messages one sender can send.",
    when: "Every message.",
  },
  {
    id: "recaptcha",
    recipient: "Google reCAPTCHA (spam protection)",
    receives: "What Google's check collects from your browser when you start on a form; not the form's fields.",
    when: "Once you start on a form.",
  },
];

/** The table "Who receives your message": processors, the delivery channels, and Google Ads uploads. */
export function recipientRows(): RecipientRow[] {
  return [
    ...PROCESSORS,
    ...(Object.entries(CHANNEL_RECIPIENTS) as [Channel, Omit<RecipientRow, "id">][]).map(([id, row]) => ({ id, ...row })),
    ...(Object.entries(GOOGLE_ADS_UPLOADS) as [keyof typeof GOOGLE_ADS_UPLOADS, { receives: string }][]).map(([format, upload]) => ({
      id: `google-ads:${format}`,
      recipient: format === "google-ads" ? "Google Ads (offline conversion of an ad click)" : "Google Ads (enhanced conversions for leads)",
      receives: upload.receives,
      when: GOOGLE_ADS_CONDITION,
    })),
  ];
}

export interface CookieRow {
  /** `_ga_*` for a prefix entry */
  name: string;
  kind: StorageEntry["kind"];
  category: StorageCategory;
  setBy: StorageEntry["setBy"];
  purpose: string;
  lifetime: string;
}

/** The table "Cookies and browser storage": every entry of STORAGE_REGISTRY, strictly necessary first. */
export function cookieRows(): CookieRow[] {
  const order: StorageCategory[] = ["necessary", "analytics", "advertising"];
  return [...STORAGE_REGISTRY]
    .sort((a, b) => order.indexOf(a.category) - order.indexOf(b.category))
    .map((entry) => ({
      name: entry.prefix ? `${entry.name}*` : entry.name,
      kind: entry.kind,
      category: entry.category,
      setBy: entry.setBy,
      purpose: entry.purpose,
      lifetime: entry.lifetime,
    }));
}

/**
 * The cookies of the registry the site itself deletes when the consent that
 * allowed them is withdrawn (src/lib/tag-cookies.ts: every cookie whose name
 * starts with one of TAG_COOKIE_PREFIXES), as the notice names them: "_ga,
 * _ga_* and _gcl_*".
 */
export function cookiesRemovedOnWithdrawal(): string {
  const prefixes: readonly string[] = Object.values(TAG_COOKIE_PREFIXES).flat();
  const names = cookieRows()
    .filter((row) => row.kind === "cookie" && prefixes.some((prefix) => row.name.startsWith(prefix)))
    .map((row) => row.name);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names.join("");
}

/** How a storage kind is named in the table. */
export const STORAGE_KIND_LABELS: Record<StorageEntry["kind"], string> = {
  cookie: "Cookie",
  localStorage: "Local storage",
  sessionStorage: "Session storage",
};

/** The placeholders the notice's prose may use, with their values. */
export function privacyPlaceholders(site: { legalName: string; brand: string; email: string; address: { street: string; city: string; postalCode: string; country: string } }) {
  const { street, city, postalCode, country } = site.address;
  return {
    legalName: site.legalName,
    brand: site.brand,
    email: site.email,
    address: `${street}, ${city} ${postalCode}, ${country}`,
    retentionDays: LEAD_RETENTION_DAYS,
    replyDays: DATA_REQUEST_REPLY_DAYS,
    removedOnWithdrawal: cookiesRemovedOnWithdrawal(),
  };
}
