/** One URL per page template, for the benchmarks (see templates.mjs). */
export interface Template {
  label: string;
  path: string;
  notFound?: boolean;
  /** kept out of search engines on purpose */
  noindex?: boolean;
  /** its header is the logo alone: no menu */
  noMenu?: boolean;
}
export declare const NOT_FOUND_PATH: string;
export declare const TEMPLATES: Template[];
export declare function selectTemplates(only: string[]): Template[];
