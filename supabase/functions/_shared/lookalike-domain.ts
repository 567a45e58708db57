/**
 * Look-alike e-mail domains: a domain whose letters come from scripts that
 * are not normally written together (a Cyrillic "а" in an otherwise Latin
 * "pаypal.com", a Cyrillic label under ".com") may imitate another one. The
 * notification says so, instead of offering the address as a plain reply-to.
 *
 * The test is Unicode's "highly restrictive" level (UTS #39, section 5.2)
 * applied to the whole domain: letters of one script, or the combinations
 * Japanese, Chinese and Korean writing use with Latin. Digits, hyphens and
 * combining marks (Common and Inherited) belong to every script. A punycode
 * label (xn--…) is read in its Unicode form (decodePunycode: the web
 * platform's URL parser only encodes).
 */
import { asciiDomain } from "./contact-schema.ts";

/** The scripts told apart; a letter of any other script counts as "Other". */
const SCRIPTS = [
  "Latin", "Greek", "Cyrillic", "Armenian", "Hebrew", "Arabic", "Syriac", "Thaana", "Devanagari", "Bengali", "Gurmukhi",
  "Gujarati", "Oriya", "Tamil", "Telugu", "Kannada", "Malayalam", "Sinhala", "Thai", "Lao", "Tibetan", "Myanmar",
  "Georgian", "Hangul", "Ethiopic", "Cherokee", "Khmer", "Mongolian", "Hiragana", "Katakana", "Bopomofo", "Han",
] as const;
const SCRIPT_PATTERNS = SCRIPTS.map((script) => ({ script, pattern: new RegExp(`\\p{Script=${script}}`, "u") }));

/** Script sets UTS #39 allows together besides a single script. */
const ALLOWED_MIXES = [
  ["Latin", "Han", "Hiragana", "Katakana"],
  ["Latin", "Han", "Bopomofo"],
  ["Latin", "Han", "Hangul"],
];

export interface LookalikeDomain {
  /** The domain as typed or, for punycode labels, decoded. */
  unicode: string;
  /** The domain as DNS resolves it (punycode A-labels). */
  ascii: string;
  /** The scripts its letters mix, sorted. */
  scripts: string[];
}

/** RFC 3492's parameters for IDNA. */
const BASE = 36, T_MIN = 1, T_MAX = 26, SKEW = 38, DAMP = 700, INITIAL_BIAS = 72, INITIAL_N = 128;

function adapt(delta: number, points: number, first: boolean): number {
  delta = first ? Math.floor(delta / DAMP) : delta >> 1;
  delta += Math.floor(delta / points);
  let k = 0;
  for (; delta > ((BASE - T_MIN) * T_MAX) >> 1; k += BASE) delta = Math.floor(delta / (BASE - T_MIN));
  return k + Math.floor(((BASE - T_MIN + 1) * delta) / (delta + SKEW));
}

/** The Unicode text of a punycode string (a label without its xn-- prefix), RFC 3492 section 6.2; null when it is not valid. */
export function decodePunycode(input: string): string | null {
  const cut = input.lastIndexOf("-");
  const output = cut > 0 ? [...input.slice(0, cut)].map((char) => char.codePointAt(0)!) : [];
  if (output.some((point) => point >= 0x80)) return null;
  let n = INITIAL_N, bias = INITIAL_BIAS, i = 0;
  for (let pos = cut > 0 ? cut + 1 : 0; pos < input.length; ) {
    const oldI = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (pos >= input.length) return null;
      const code = input.charCodeAt(pos++);
      const digit = code >= 48 && code <= 57 ? code - 22 : code >= 65 && code <= 90 ? code - 65 : code >= 97 && code <= 122 ? code - 97 : BASE;
      if (digit >= BASE) return null;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
      if (i > 0x10ffff * 64) return null;
    }
    bias = adapt(i - oldI, output.length + 1, oldI === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > 0x10ffff) return null;
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}

/** The domain with its punycode labels decoded (a label that does not decode stays as it is). */
function unicodeDomain(domain: string): string {
  return domain
    .split(".")
    .map((label) => (label.startsWith("xn--") ? decodePunycode(label.slice(4)) ?? label : label))
    .join(".");
}

/** The scripts of the letters in `text`, sorted. */
export function scriptsOf(text: string): string[] {
  const found = new Set<string>();
  for (const char of text) {
    if (!/\p{L}/u.test(char)) continue;
    found.add(SCRIPT_PATTERNS.find(({ pattern }) => pattern.test(char))?.script ?? "Other");
  }
  return [...found].sort();
}

/** Whether the scripts may be written together (one script, or an allowed mix). */
function restrictive(scripts: string[]): boolean {
  return scripts.length <= 1 || ALLOWED_MIXES.some((mix) => scripts.every((script) => mix.includes(script)));
}

/** The address's domain when it mixes scripts, else null. */
export function lookalikeDomain(address: string): LookalikeDomain | null {
  const domain = address.slice(address.lastIndexOf("@") + 1).toLowerCase();
  const unicode = unicodeDomain(domain);
  const scripts = scriptsOf(unicode);
  if (restrictive(scripts)) return null;
  return { unicode, ascii: asciiDomain(domain) ?? domain, scripts };
}

/** The operator's warning about a look-alike reply address (one line, for the e-mail and the chat message). */
export function lookalikeWarning(domain: LookalikeDomain): string {
  return `Check the sender's address before replying: its domain ${domain.unicode} (${domain.ascii}) mixes ${domain.scripts.join(" and ")} letters and may imitate another domain.`;
}
