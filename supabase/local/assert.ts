/**
 * The few assertions the Deno tests need. (node:assert pulls in @types/node,
 * which Deno cannot resolve from this project's node_modules, and jsr:@std/assert
 * cannot be fetched offline.)
 */
export class AssertionError extends Error {
  override name = "AssertionError";
}

function show(value: unknown): string {
  return typeof value === "string" ? JSON.stringify(value) : Deno.inspect(value, { depth: 6 });
}

function fail(message: string | undefined, detail: string): never {
  throw new AssertionError(message ? `${message}: ${detail}` : detail);
}

export function ok(value: unknown, message?: string): asserts value {
  if (!value) fail(message, `expected a truthy value, got ${show(value)}`);
}

export function equal<T>(actual: unknown, expected: T, message?: string): asserts actual is T {
  if (!Object.is(actual, expected)) fail(message, `expected ${show(expected)}, got ${show(actual)}`);
}

function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

export function deepEqual(actual: unknown, expected: unknown, message?: string): void {
  if (!same(actual, expected)) fail(message, `expected ${show(expected)}, got ${show(actual)}`);
}

export function match(actual: string, pattern: RegExp, message?: string): void {
  if (!pattern.test(actual)) fail(message, `expected ${show(actual)} to match ${pattern}`);
}

export function doesNotMatch(actual: string, pattern: RegExp, message?: string): void {
  if (pattern.test(actual)) fail(message, `expected ${show(actual)} not to match ${pattern}`);
}

export async function rejects(promise: Promise<unknown>, pattern: RegExp, message?: string): Promise<void> {
  try {
    await promise;
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (!pattern.test(text)) fail(message, `rejected with ${show(text)}, expected ${pattern}`);
    return;
  }
  fail(message, "expected a rejection");
}


export function throws(run: () => unknown, pattern: RegExp, message?: string): void {
  try {
    run();
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (!pattern.test(text)) fail(message, `threw ${show(text)}, expected ${pattern}`);
    return;
  }
  fail(message, "expected an exception");
}
