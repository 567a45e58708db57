export function installMenus(_doc: Document): void {}
