/**
 * A JSON file whose top level is a list (content/redirects.json): Decap edits
 * only files whose top level is an object, so the CMS reads the list as the
 * one field `items` and writes that field's list back as the whole file.
 */
export const LIST_FILE_FORMAT = "json-list";
export const LIST_FIELD = "items";

export const listFileFormat = {
  fromFile(text: string): Record<string, unknown> {
    const data: unknown = JSON.parse(text);
    return { [LIST_FIELD]: Array.isArray(data) ? data : [] };
  },
  toFile(data: Record<string, unknown>): string {
    return `${JSON.stringify(data[LIST_FIELD] ?? [], null, 2)}\n`;
  },
};
