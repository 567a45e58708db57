// Types of image-bytes.mjs for the TypeScript tests.
export interface Screen {
  name: string;
  width: number;
  dpr: number;
}
export declare const SCREENS: Screen[];
export declare function encodedImageBytes(publicDir: string): Record<string, { files: number; bytes: number }>;
export declare function slotWidth(sizes: string | undefined, viewport: number): number;
export declare function pickCandidate(srcset: string, needed: number): { url: string; width: number };
export declare function pageImageBytes(html: string, publicDir: string): Record<string, number>;
export declare function imageBytesByPage(publicDir: string): Array<{ page: string } & Record<string, number>>;
