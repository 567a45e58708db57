export function installConsentBanner(_doc: Document): void {}
