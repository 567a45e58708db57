/** The environment every Gatsby process the project starts runs with (see gatsby-env.mjs). */
export declare function gatsbyEnv(extra?: Record<string, string>): NodeJS.ProcessEnv;
export declare const GATSBY_CLI: string;
