/**
 * A page query's root lookup (`caseStudy(id: …)`, `aboutJson`) is nullable in
 * GraphQL: nothing guarantees a match. Every page is created for a node that
 * exists, so a missing one is a build error that names what was looked up,
 * not a crash further down.
 */
export function requiredNode<T>(node: T | null | undefined, field: string): T {
  if (node == null) throw new Error(`The page query found no ${field}: the page was created for content that does not exist.`);
  return node;
}
