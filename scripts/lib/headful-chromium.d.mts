// Types of headful-chromium.mjs for the TypeScript tests that drive it.
export declare const X_PACKAGES: { Xvfb: string; xdotool: string };
export declare function missingXTools(): string[];
export declare function startXvfb(options: { width: number; height: number; timeoutMs?: number }): Promise<{ display: string; stop: () => Promise<void> }>;
export declare function pointer(display: string): { moveTo: (x: number, y: number) => void; click: () => void };
export declare function launchHeadful(
  executable: string,
  options: { display: string; url: string; width: number; height: number; prerender?: boolean; reducedMotion?: boolean; gpu?: boolean; extraArgs?: string[] },
): Promise<{ exited: () => boolean; log: () => string; stop: (keepLogAs?: string) => Promise<void> }>;
