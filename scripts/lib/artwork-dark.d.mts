// Types of artwork-dark.mjs for the TypeScript tests.
export declare function darkColour(colour: string): string;
export declare function darkArtwork(svg: string): string;
