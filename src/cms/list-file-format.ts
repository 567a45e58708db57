/**
 * A JSON file whose top level is a list (content/redirects.json): Decap edits
 * only files whose top level is an object, so the CMS reads the list as the
 * one field `items` and writes that field's list back as the whole file
 * (jsonListFormat, src/cms/content-format.ts).
 */
export const LIST_FILE_FORMAT = "json-list";
export const LIST_FIELD = "items";
