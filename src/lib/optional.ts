/**
 * A generated content type (`Queries.*`) whose nullable fields `K` may also be
 * left out: what components accept from tests and from code that builds the
 * value itself, while the fields keep the schema's names and types.
 */
export type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
