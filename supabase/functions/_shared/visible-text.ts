/**
 * Characters that show nothing, or change how the text around them shows,
 * and so can disguise what a person reads (the e-mail subject, a chat
 * message, an operator's terminal, a campaign report): C1 controls, the soft
 * hyphen, the combining grapheme joiner, fillers that render blank (Hangul,
 * Khmer), Mongolian variation selectors, zero-width characters, bidi marks,
 * embeddings, overrides and isolates, the word joiner, invisible operators
 * and deprecated format characters, the BOM, interlinear annotation
 * characters, shorthand and musical format controls, variation selectors
 * and tag characters (U+E0000–E007F, which can smuggle a hidden ASCII text).
 * They are removed (not refused): a pasted name often carries one unseen.
 *
 * No imports: the lead form, the page runtime and the function can all use it.
 */
// The class lists combining characters (U+034F, the variation selectors) on purpose: each is matched and removed alone.
export const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class
  /[\u0080-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;

/** U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR: line breaks most code does not treat as such. */
const LINE_SEPARATORS = /[\u2028\u2029]/g;

/** The text without INVISIBLE characters. */
export function withoutInvisible(value: string): string {
  return value.replace(INVISIBLE, "");
}

/** Text for a one-line field: no INVISIBLE characters, the Unicode line separators as spaces. */
export function singleLineText(value: string): string {
  return withoutInvisible(value).replace(LINE_SEPARATORS, " ");
}

/** Text for a field of several lines: no INVISIBLE characters, the Unicode line separators as line feeds. */
export function multiLineText(value: string): string {
  return withoutInvisible(value).replace(LINE_SEPARATORS, "\n");
}
