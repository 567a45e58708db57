/** The command-line options of the project's scripts (see options.mjs). */
export interface OptionKind<T> {
  type: "boolean" | "string";
  multiple?: boolean;
  default: T | undefined;
  read(given: never, name: string): T;
}
export declare const option: {
  flag(): OptionKind<boolean>;
  text<D extends string | null | undefined = undefined>(settings?: { default?: D }): OptionKind<string | D>;
  path<D extends string | null | undefined = undefined>(settings?: { default?: D }): OptionKind<string | D>;
  list(settings?: { default?: string[] }): OptionKind<string[]>;
  repeated(): OptionKind<string[]>;
  number<D extends number | null | undefined = undefined>(settings?: { default?: D; min?: number; whole?: boolean }): OptionKind<number | D>;
};
export declare function readOptions(argv: string[], spec: Record<string, OptionKind<unknown>>): Record<string, unknown>;
