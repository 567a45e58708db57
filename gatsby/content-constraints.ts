/**
 * Rules on a content field beyond its GraphQL type, declared in the schema as
 * `field: String! @constraint(oneOf: [...], minLength: 1, maxLength: 160, pattern: "^…$", message: "…")`.
 * A pattern always comes with its `message`: the rule in words an editor can
 * act on, since nobody outside the code reads a regular expression.
 *
 * One declaration, three readers: the build (this field extension fails the
 * query that reads a breaking value), the content tests
 * (tests/unit/support/content-model.ts) and the CMS, whose generated
 * configuration turns each rule into a select, or a pattern the editor
 * checks before it saves (gatsby/cms/fields.ts).
 */
export interface ContentConstraint {
  /** the only values allowed */
  oneOf?: string[];
  minLength?: number;
  maxLength?: number;
  /** a JavaScript regular expression the whole value must match (anchor it) */
  pattern?: string;
  /** the pattern in plain words, as an instruction: "Write it as '5 min read'" */
  message?: string;
}

/** Lower-case words joined by hyphens: the last part of a page's address. */
export const SLUG_PATTERN = "^[a-z0-9]+(-[a-z0-9]+)*$";
export const SLUG_MESSAGE = "Use lower-case letters, digits and hyphens, such as modeled-conversions";

/** Why `value` breaks the rule, or null when it keeps it; a list's rule is its items'. Empty values are the type's business (required or not). */
export function constraintProblem(value: unknown, rule: ContentConstraint): string | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map((item) => constraintProblem(item, rule)).find((problem) => problem !== null) ?? null;
  if (typeof value !== "string") return `expected text, found ${typeof value}`;
  if (rule.oneOf && !rule.oneOf.includes(value)) return `"${value}" is not one of ${rule.oneOf.join(", ")}`;
  if (rule.minLength !== undefined && value.length < rule.minLength) return `${value.length} characters, at least ${rule.minLength} needed`;
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return `${value.length} characters, at most ${rule.maxLength} allowed`;
  if (rule.pattern && !new RegExp(rule.pattern).test(value)) return rule.message ? `"${value}": ${rule.message}` : `"${value}" does not match ${rule.pattern}`;
  return null;
}

/** A rule in plain words, as an instruction, for the CMS's hint and error message (never the regular expression). */
export function describeConstraint(rule: ContentConstraint): string {
  const parts: string[] = [];
  if (rule.minLength !== undefined && rule.maxLength !== undefined) parts.push(`Use ${rule.minLength} to ${rule.maxLength} characters`);
  else if (rule.maxLength !== undefined) parts.push(`Use at most ${rule.maxLength} characters`);
  else if (rule.minLength !== undefined) parts.push(`Use at least ${rule.minLength} characters`);
  if (rule.pattern) parts.push(rule.message ?? "Use the form the other entries use");
  if (rule.oneOf) parts.push(`Choose one of ${rule.oneOf.join(", ")}`);
  return parts.join(". ");
}

interface ResolveInfo {
  fieldName: string;
  parentType: { name: string };
}
type Resolver = (source: unknown, args: unknown, context: { defaultFieldResolver: Resolver }, info: ResolveInfo) => unknown;

/** The `@constraint(…)` directive: the field resolves as before, and a breaking value fails the query (and so the build). */
export const constraintFieldExtension = {
  name: "constraint",
  args: { oneOf: "[String!]", minLength: "Int", maxLength: "Int", pattern: "String", message: "String" },
  extend(rule: ContentConstraint, previous: { resolve?: Resolver }) {
    return {
      resolve(source: unknown, args: unknown, context: { defaultFieldResolver: Resolver }, info: ResolveInfo) {
        const check = (value: unknown) => {
          const problem = constraintProblem(value, rule);
          if (problem) throw new Error(`${info.parentType.name}.${info.fieldName}: ${problem} (@constraint in gatsby/schema/)`);
          return value;
        };
        const value = (previous.resolve ?? context.defaultFieldResolver)(source, args, context, info);
        return value instanceof Promise ? value.then(check) : check(value);
      },
    };
  },
};
