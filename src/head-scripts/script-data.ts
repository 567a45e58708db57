/**
 * A head script's data: the JSON element right before the running script
 * (written by gatsby-ssr), so the script's text is the same wherever it runs
 * and the CSP hashes one text.
 */
export function readScriptData<T>(doc: Document): T {
  return JSON.parse(doc.currentScript!.previousElementSibling!.textContent!) as T;
}
