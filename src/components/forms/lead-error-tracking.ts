/**
 * Which field errors a lead form reports to analytics as lead_error:
 * every form but About reports each newly appearing error (field + message)
 * once, until a successful send clears what was seen; the About form
 * re-validates on submit and reports every issue of each failed attempt.
 */
export type FieldError<Field extends string = string> = readonly [field: Field, message: string];

export class ErrorsSeenOnce {
  private seen = new Set<string>();

  /** The errors among `shown` not reported before; remembers them. */
  takeNew<Field extends string>(shown: readonly FieldError<Field>[]): FieldError<Field>[] {
    return shown.filter(([field, message]) => {
      const key = `${field}\u0000${message}`;
      if (this.seen.has(key)) return false;
      this.seen.add(key);
      return true;
    });
  }

  /** After a successful send: the next error counts as new again. */
  clear(): void {
    this.seen.clear();
  }
}
