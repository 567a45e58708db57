/**
 * decodeURIComponent that never throws: a malformed escape in an address
 * (a hand-typed `#%`, say) is kept as written instead of breaking the page.
 */
export function safeDecodeURIComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
