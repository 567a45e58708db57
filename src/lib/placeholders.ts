/**
 * Content names a value it does not hold by placeholder: `{category}`,
 * `{client}`, `{hours}` in page copy, `{brand}` in feed titles, `{legalName}`,
 * `{brand}`, `{email}` in the legal terms. The value then lives in one place
 * (a record's own field, or content/site.json) and the copy reads naturally
 * around it. Each field's description in gatsby/schema/ says which
 * placeholders it takes.
 */
export type PlaceholderValues = Readonly<Record<string, string | number>>;

export interface FillOptions {
  /**
   * Throw on a placeholder `values` has no value for, instead of leaving it as
   * written. For long texts (the terms), where an unknown name is an editing
   * mistake that should fail the build rather than show braces to visitors.
   */
  strict?: boolean;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** `text` with every `{name}` that `values` names replaced by its value. */
export function fillPlaceholders(text: string, values: PlaceholderValues, { strict = false }: FillOptions = {}): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (Object.prototype.hasOwnProperty.call(values, name)) return String(values[name]);
    if (strict) throw new Error(`Unknown placeholder {${name}} in: ${text.slice(0, 80)}`);
    return placeholder;
  });
}
