/**
 * The contact message: the ONE source of its validation rules and their
 * messages (exactly as visitors read them), used by the lead form in the browser (esbuild
 * resolves "zod/mini" from node_modules) and by the send-contact-email Edge
 * Function (Deno maps "zod/mini" to npm:zod in its deno.json).
 *
 * Written with zod's tree-shakable "mini" API: the form's island carries only
 * the checks used here (about a tenth of zod's method-chaining API), and the
 * rules parse exactly as they would with it.
 *
 * Plain TypeScript whose local imports are import-free modules (with their
 * extension, as Deno needs), so both toolchains can load it.
 */
import * as z from "zod/mini";
import {
  ADDRESS_PATTERN,
  ATTRIBUTION_LIMITS,
  CAMPAIGN_PARAMS,
  CLICK_ID_PARAMS,
  CLICK_ID_PATTERN,
  CONSENTLESS_PARAMS,
  UTM_PARAMS,
  keptAddress,
  keptReferrer,
} from "./attribution-fields.ts";
import { INVISIBLE, multiLineText, singleLineText, withoutInvisible } from "./visible-text.ts";
import { EXPERIMENT_ID_MAX, EXPERIMENT_ID_PATTERN, MAX_EXPERIMENT_ASSIGNMENTS, type ExperimentAssignments } from "./experiment-fields.ts";

/**
 * Every message a visitor can see for a field, word for word: the defaults.
 * The lead forms take theirs from content/lead-form.json (edited in the CMS)
 * and pass them to contactFormSchema; this function, deployed without
 * content/, answers with these.
 */
export const CONTACT_MESSAGES = {
  nameMinLength: "Name must be at least 2 characters",
  nameRequired: "Name is required",
  email: "Please enter a valid email address",
  messageRequired: "Message is required",
  recaptcha: "Please complete the reCAPTCHA verification",
} as const;

export type ContactMessages = Record<keyof typeof CONTACT_MESSAGES, string>;

/**
 * Upper bounds the visible rules leave open. Generous for people, tight enough
 * that a single request cannot store a novel. The migrations' CHECK
 * constraints use the same numbers (a Deno test stores the largest valid
 * request, so a database cap below these would fail it).
 */
export const CONTACT_LIMITS = {
  name: 200,
  email: 254,
  company: 200,
  message: 5000,
  recaptchaToken: 4096,
  buttonText: 120,
  componentName: 120,
  /** Attribution: page addresses and referrers, utm_* values, click ids. */
  ...ATTRIBUTION_LIMITS,
} as const;

// Control characters never belong in a single-line field (and NUL cannot be
// stored in Postgres text); lone UTF-16 surrogates are not text at all.
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// A message may contain line breaks and tabs, nothing else below U+0020.
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export { INVISIBLE, withoutInvisible };

/** Removes INVISIBLE characters; the Unicode line separators become spaces (one line) or line feeds (a message). */
const cleanSingleLine = z.overwrite(singleLineText);
const cleanMultiLine = z.overwrite(multiLineText);

/** A name needs at least one letter (in any script): digits, marks or punctuation alone name nobody. */
const HAS_LETTER = /\p{L}/u;

function maxMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

function notAllowedMessage(label: string): string {
  return `${label} contains characters that are not allowed`;
}

/** A check that the text is one line of printable characters. */
function singleLine(label: string) {
  return z.refine<string>((value) => !SINGLE_LINE_FORBIDDEN.test(value), notAllowedMessage(label));
}

function name(minLength: 1 | 2, messages: ContactMessages) {
  const message = minLength === 1 ? messages.nameRequired : messages.nameMinLength;
  return z
    .string({ error: message })
    .check(
      cleanSingleLine,
      z.trim(),
      z.minLength(minLength, message),
      z.refine((value: string) => HAS_LETTER.test(value), message),
      z.maxLength(CONTACT_LIMITS.name, maxMessage("Name", CONTACT_LIMITS.name)),
      singleLine("Name"),
    );
}

// An address per RFC 6531 (internationalised e-mail) as people type it: a
// local part of dot-separated runs of any visible characters but the ones
// that need quoting, and a domain of letter/digit labels in any script (or
// their punycode), ending in a top-level domain of letters. Controls, format
// characters and white space are refused anywhere.
const LOCAL_RUN = String.raw`[^\s\p{Cc}\p{Cf}@"<>()\[\],;:\\.]+`;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}-]{0,61}[\p{L}\p{N}\p{M}])?`;
const EMAIL_PATTERN = new RegExp(String.raw`^(?:${LOCAL_RUN}\.)*${LOCAL_RUN}@(?:${LABEL}\.)+(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$`, "iu");

/** RFC 5321's limits (section 4.5.3.1), which mail providers enforce: octets of the local part, of the domain and of each label. */
export const SMTP_LIMITS = { localPart: 64, domain: 253, label: 63 } as const;

/**
 * The domain as DNS carries it (its punycode A-labels, which the limits
 * count), by the URL parser's IDNA processing; null when it has none.
 */
export function asciiDomain(domain: string): string | null {
  if (/^[\x21-\x7E]+$/.test(domain)) return domain.toLowerCase();
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
}

/** Whether an address (already of EMAIL_PATTERN's shape) fits SMTP_LIMITS; a local part counts in UTF-8 octets (RFC 6531). */
export function fitsSmtpLimits(address: string): boolean {
  const at = address.lastIndexOf("@");
  if (new TextEncoder().encode(address.slice(0, at)).length > SMTP_LIMITS.localPart) return false;
  const domain = asciiDomain(address.slice(at + 1));
  return domain !== null && domain.length <= SMTP_LIMITS.domain && domain.split(".").every((label) => label.length <= SMTP_LIMITS.label);
}

function email(messages: ContactMessages) {
  return z
    .string({ error: messages.email })
    .check(
      z.trim(),
      z.maxLength(CONTACT_LIMITS.email, messages.email),
      z.regex(EMAIL_PATTERN, messages.email),
      z.refine((value: string) => !EMAIL_PATTERN.test(value) || fitsSmtpLimits(value), messages.email),
    );
}

/** Optional: a missing or null company is stored as empty text. */
const company = z.pipe(
  z.pipe(
    z.nullish(z.string({ error: "Company must be text" })),
    z.transform((value: string | null | undefined) => singleLineText(value ?? "").trim()),
  ),
  z.string().check(z.maxLength(CONTACT_LIMITS.company, maxMessage("Company", CONTACT_LIMITS.company)), singleLine("Company")),
);

function message(messages: ContactMessages) {
  return z
    .string({ error: messages.messageRequired })
    .check(
      cleanMultiLine,
      z.trim(),
      z.minLength(1, messages.messageRequired),
      z.maxLength(CONTACT_LIMITS.message, maxMessage("Message", CONTACT_LIMITS.message)),
      z.refine((value: string) => !MULTI_LINE_FORBIDDEN.test(value), notAllowedMessage("Message")),
    );
}

function recaptchaToken(messages: ContactMessages) {
  return z
    .string({ error: messages.recaptcha })
    .check(z.minLength(1, messages.recaptcha), z.maxLength(CONTACT_LIMITS.recaptchaToken, messages.recaptcha));
}

function optionalLabel(label: string, max: number) {
  return z.optional(z.string({ error: `${label} must be text` }).check(cleanSingleLine, z.trim(), z.maxLength(max, maxMessage(label, max)), singleLine(label)));
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

function webAddress(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .check(
      z.maxLength(CONTACT_LIMITS.url, maxMessage(label, CONTACT_LIMITS.url)),
      z.refine((value: string) => ADDRESS_PATTERN.test(value), notAllowedMessage(label)),
      z.refine(isWebAddress, `${label} must be an http(s) address`),
    );
}

/** A utm_* value is free text a campaign's author typed: cleaned as a one-line field (the address it came in is kept as is). */
function utmValue(name: string) {
  return z.optional(z.string({ error: `${name} must be text` }).check(cleanSingleLine, z.trim(), z.maxLength(CONTACT_LIMITS.utm, maxMessage(name, CONTACT_LIMITS.utm)), singleLine(name)));
}

function clickIdValue(name: string) {
  return z.optional(
    z.string({ error: `${name} must be text` }).check(z.maxLength(CONTACT_LIMITS.clickId, maxMessage(name, CONTACT_LIMITS.clickId)), z.regex(CLICK_ID_PATTERN, notAllowedMessage(name))),
  );
}

type Param = (typeof UTM_PARAMS)[number] | (typeof CLICK_ID_PARAMS)[number];
const paramFields = Object.fromEntries([
  ...UTM_PARAMS.map((name) => [name, utmValue(name)] as const),
  ...CLICK_ID_PARAMS.map((name) => [name, clickIdValue(name)] as const),
]) as Record<Param, ReturnType<typeof utmValue>>;

const touchFields = {
  at: z.iso.datetime({ error: "Attribution time must be an ISO date-time" }),
  landingPage: webAddress("Landing page"),
  referrer: z.union([z.literal(""), webAddress("Referrer")]),
  ...paramFields,
};

/** One touch: where a visit landed, from where, with which campaign parameters, when. */
export const touchSchema = z.object(touchFields);

const consentValue = z.enum(["granted", "denied"]);

type ConsentState = { analytics_storage: "granted" | "denied"; ad_storage: "granted" | "denied"; ad_user_data: "granted" | "denied"; ad_personalization: "granted" | "denied" };

type TouchOutput = z.output<typeof touchSchema>;

/**
 * A touch as it may be stored: its addresses by the browser's rule
 * (keptAddress, keptReferrer), and without ad_storage consent no click id.
 */
function keptTouch(touch: TouchOutput, adStorageGranted: boolean): TouchOutput {
  const kept = { ...touch, landingPage: keptAddress(touch.landingPage, adStorageGranted), referrer: keptReferrer(touch.referrer) };
  if (!adStorageGranted) for (const name of CAMPAIGN_PARAMS) if (!(CONSENTLESS_PARAMS as readonly string[]).includes(name)) delete kept[name];
  return kept;
}

/**
 * What may be stored, whoever the caller: every address reduced to its origin
 * and path plus the campaign parameters the consent in force allows (never
 * credentials, a fragment or another parameter, with or without consent), and
 * without ad_storage no click id and no first touch (the browser keeps none
 * either).
 */
function keptAttribution<
  T extends { firstTouch: TouchOutput | null; lastTouch: TouchOutput | null; formPage: string; consent: ConsentState | null },
>(attribution: T): T {
  const granted = attribution.consent?.ad_storage === "granted";
  return {
    ...attribution,
    firstTouch: granted && attribution.firstTouch ? keptTouch(attribution.firstTouch, true) : null,
    lastTouch: attribution.lastTouch && keptTouch(attribution.lastTouch, granted),
    formPage: keptAddress(attribution.formPage, granted),
  };
}

/**
 * Where a lead came from (src/lib/attribution.ts records it): the first touch
 * (kept between visits only with ad_storage consent, else null), the last
 * touch (this tab's landing or latest campaign click; click ids only with
 * ad_storage consent), the page the form was sent from, the form variant, and
 * the consent state in force when it was sent (null: the banner was not
 * answered, which grants nothing). Unknown keys are dropped.
 */
export const attributionSchema = z.pipe(
  z.object(
    {
      firstTouch: z.nullable(touchSchema),
      lastTouch: z.nullable(touchSchema),
      formPage: webAddress("Form page"),
      formVariant: z.string({ error: "Form variant must be text" }).check(z.regex(/^[a-z0-9-]{1,40}$/, "Form variant is not valid")),
      consent: z.nullable(z.object({ analytics_storage: consentValue, ad_storage: consentValue, ad_user_data: consentValue, ad_personalization: consentValue })),
    },
    { error: "Attribution must be an object" },
  ),
  z.transform(keptAttribution),
);

export type Touch = z.output<typeof touchSchema>;
export type Attribution = z.output<typeof attributionSchema>;

function isExperimentId(value: string): boolean {
  return value.length <= EXPERIMENT_ID_MAX && EXPERIMENT_ID_PATTERN.test(value);
}

/**
 * The experiment variants the visitor was shown (experiment id → variant id),
 * as the page recorded them. Bounded in number and in the ids' shape; the
 * function keeps them only under analytics_storage consent (consentedExperiments).
 */
export const experimentsSchema = z.record(z.string(), z.string({ error: "Experiments must map experiment ids to variant ids" }), {
  error: "Experiments must map experiment ids to variant ids",
}).check(
  z.refine((value: ExperimentAssignments) => Object.keys(value).length <= MAX_EXPERIMENT_ASSIGNMENTS, `Experiments may name at most ${MAX_EXPERIMENT_ASSIGNMENTS} assignments`),
  z.refine(
    (value: ExperimentAssignments) => Object.entries(value).every(([experiment, variant]) => isExperimentId(experiment) && isExperimentId(variant)),
    `Experiment and variant ids must be lower-case letters and digits joined by single hyphens, at most ${EXPERIMENT_ID_MAX} characters`,
  ),
);

/** What a visitor fills in. Name needs 2 characters except on the About form; the messages are CONTACT_MESSAGES unless given. */
export function contactFormSchema({ nameMinLength, messages = CONTACT_MESSAGES }: { nameMinLength: 1 | 2; messages?: ContactMessages }) {
  return z.object({
    name: name(nameMinLength, messages),
    email: email(messages),
    company,
    message: message(messages),
    recaptchaToken: recaptchaToken(messages),
  });
}

/**
 * What the function accepts: the body the forms send, as is, including the DV360
 * form's buttonText and componentName. The name rule is the most lenient one
 * any form uses (About: 1 character). Unknown keys are ignored, never stored.
 */
export const contactMessageSchema = z.extend(contactFormSchema({ nameMinLength: 1 }), {
  buttonText: optionalLabel("Button text", CONTACT_LIMITS.buttonText),
  componentName: optionalLabel("Component name", CONTACT_LIMITS.componentName),
  attribution: z.optional(attributionSchema),
  experiments: z.optional(experimentsSchema),
});

export type ContactFormInput = z.input<ReturnType<typeof contactFormSchema>>;
export type ContactFormValues = z.output<ReturnType<typeof contactFormSchema>>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessage;

/**
 * A lead as the function stores and delivers it: the accepted message without
 * its (single-use) captcha token, every optional field present as null.
 * The store, the e-mail, the webhook and the scripts take their fields from here.
 */
export type LeadFields = {
  [K in Exclude<keyof ContactMessage, "recaptchaToken">]-?: undefined extends ContactMessage[K] ? Exclude<ContactMessage[K], undefined> | null : ContactMessage[K];
};
export type LeadField = keyof LeadFields;

/** What a lead field holds: text, or an object (stored and sent as JSON). */
export type LeadFieldHolds = "text" | "object";

/** Whether a field's schema parses an object or a record (through optional, nullable and the input side of pipes). */
function parsesObject(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def;
  if (def.type === "optional" || def.type === "nullable") return parsesObject((def as z.core.$ZodOptionalDef).innerType);
  if (def.type === "pipe") return parsesObject((def as z.core.$ZodPipeDef).in);
  return def.type === "object" || def.type === "record";
}

/**
 * Every field a lead keeps, in the schema's order, with what it holds: read
 * from contactMessageSchema itself, so a field added there is stored (the
 * store's columns and values are built from this list) without a second list.
 */
export const LEAD_FIELDS: readonly { field: LeadField; holds: LeadFieldHolds }[] = /* @__PURE__ */ Object.entries(contactMessageSchema.shape)
  .filter(([field]) => field !== "recaptchaToken")
  .map(([field, schema]) => ({ field: field as LeadField, holds: parsesObject(schema) ? "object" : "text" }));

/**
 * The lead an accepted message makes: every field but the captcha token, an
 * absent one as null, the experiments only as consented (consentedExperiments).
 */
export function leadFields(message: ContactMessage): LeadFields {
  const fields = Object.fromEntries(LEAD_FIELDS.map(({ field }) => [field, message[field] ?? null])) as LeadFields;
  return { ...fields, experiments: consentedExperiments(message) };
}

/**
 * The assignments a lead may keep: a visitor is enrolled only with
 * analytics_storage granted, so without that grant in the lead's recorded
 * consent (refused, unanswered, or no attribution) none are kept, whoever
 * sent them; an empty record is none too.
 */
export function consentedExperiments(message: Pick<ContactMessage, "attribution" | "experiments">): ExperimentAssignments | null {
  if (message.attribution?.consent?.analytics_storage !== "granted") return null;
  return message.experiments && Object.keys(message.experiments).length > 0 ? message.experiments : null;
}

/** One message per field (the first), keyed by field name; "" for the body itself. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "";
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
