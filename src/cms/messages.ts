/**
 * The CMS's field messages in plain sentences. Decap words a broken pattern
 * as "Description didn't match the pattern: Use 50 to 240 characters.." —
 * the rule is already a sentence (gatsby/cms/fields.ts gives every pattern
 * its rule in words), so the message is the field's name and that rule.
 */
const PLAIN_PHRASES = {
  regexPattern: "%{fieldLabel}: %{pattern}",
  required: "%{fieldLabel} is needed: fill it in before publishing.",
};

type Phrases = Record<string, unknown>;

/** Decap's English phrases with the field messages in plain words; the others as they were. */
export function withPlainMessages(phrases: unknown): Phrases {
  const base = (phrases ?? {}) as Phrases;
  const editor = (base.editor ?? {}) as Phrases;
  const pane = (editor.editorControlPane ?? {}) as Phrases;
  const widget = (pane.widget ?? {}) as Phrases;
  return { ...base, editor: { ...editor, editorControlPane: { ...pane, widget: { ...widget, ...PLAIN_PHRASES } } } };
}
