/**
 * Which of the entry's fields an image path belongs to, for Decap's
 * `getAsset(path, field)`. Decap looks an image up by its file name in the
 * media folder of the field it is given (the collection's when none), so an
 * image kept in a subfolder (content/images/logos/clients/…) loads only when
 * it is asked for with the field whose media folder is that subfolder
 * (gatsby/cms/config.ts gives each image field the folder its images are in).
 * Decap recognises the field by identity, so it is the entry's own field
 * object, found in the field list Decap hands the preview.
 */

/** A field of the configuration as Decap hands it over (an Immutable.js Map). */
export interface ConfigField {
  get(key: string): unknown;
}

/** The folder part of a media path as an entry writes it ("images/logos/a.svg" → "images/logos"; "a.svg" → ""). */
export function mediaDir(file: string): string {
  const slash = file.lastIndexOf("/");
  return slash < 0 ? "" : file.slice(0, slash);
}

function isIterable(value: unknown): value is Iterable<unknown> {
  return typeof value === "object" && value !== null && Symbol.iterator in value;
}

function isField(value: unknown): value is ConfigField {
  return typeof value === "object" && value !== null && typeof (value as ConfigField).get === "function";
}

/**
 * The first field, however deep (an object's fields, a list's item fields or
 * its single item field), whose media folder is `dir`; undefined when none
 * has it (the image is in the collection's own folder, or in none of the
 * entry's folders).
 */
export function mediaFieldFor(fields: unknown, dir: string): ConfigField | undefined {
  if (!isIterable(fields)) return undefined;
  for (const field of fields) {
    if (!isField(field)) continue;
    if (field.get("media_folder") === dir) return field;
    const single = field.get("field");
    const found = mediaFieldFor(field.get("fields"), dir) ?? (isField(single) ? mediaFieldFor([single], dir) : undefined);
    if (found) return found;
  }
  return undefined;
}
