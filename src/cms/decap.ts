/**
 * The little of Decap CMS's API the site's CMS code uses (decap-cms-app's
 * default export), and the React helpers its older widgets are written with:
 * createElement and create-react-class, from the admin's one React.
 */
import type { DecapFormat, FormattedCollection } from "./content-format";

export type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
/** create-react-class, bound to the CMS's React: a component with lifecycle methods, without JSX or hooks. */
export type CreateClass = (spec: Record<string, unknown>) => unknown;

/** An Immutable.js value as Decap hands it over: read with getIn, turned into plain data with toJS. */
export interface ImmutableValue {
  getIn(path: readonly (string | number)[]): unknown;
  toJS(): unknown;
}

/** What Decap hands a widget's control: its value, the way to change it, and the field's id, styles and configuration. */
export interface ControlProps {
  value?: string | null;
  onChange(value: string): void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  field: { get(key: string): unknown };
}

export interface PreviewProps {
  entry: ImmutableValue;
  /** the field's value drawn by its widget's preview (the Markdown body as HTML, with editor components) */
  widgetFor(name: string): unknown;
  /** a list field's items, each with its fields drawn by their widgets' previews (an Immutable.js List of Maps { data, widgets }) */
  widgetsFor?(name: string): unknown;
  /** a media path of the entry as a URL the preview can load, looked up in `field`'s media folder (one of `fields`) when given */
  getAsset(path: string, field?: unknown): { toString(): string } | string;
  /** the entry's fields as configured (an Immutable.js List of Maps): src/cms/previews/media-field.ts */
  fields?: unknown;
}

export interface EditorComponentField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
}

export interface EditorComponent<Data> {
  id: string;
  label: string;
  fields: EditorComponentField[];
  pattern: RegExp;
  fromBlock(match: RegExpMatchArray): Data;
  toBlock(data: Data): string;
  toPreview(data: Data, getAsset?: PreviewProps["getAsset"]): unknown;
}

export interface CmsConfigFile {
  collections: FormattedCollection[];
  [option: string]: unknown;
}

export interface DecapCms {
  init(options: { config: CmsConfigFile }): void;
  registerPreviewStyle(file: string): void;
  registerPreviewTemplate(name: string, component: unknown): void;
  // Decap's registry keeps components of any data shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  registerEditorComponent(component: EditorComponent<any>): void;
  registerWidget(name: string, control: unknown, preview?: unknown): void;
  registerCustomFormat(name: string, extension: string, format: DecapFormat): void;
  // The handler gets the entry being saved; what it returns becomes the entry's data.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  registerEventListener(listener: { name: "preSave" | "postSave"; handler(event: { entry: any }): unknown }): void;
  /** the phrases of a language, as Decap's app registered them (its English ones, once the app has run) */
  getLocale(name: string): unknown;
  registerLocale(name: string, phrases: unknown): void;
}
