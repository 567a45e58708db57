/** A port nothing listens on now (see free-port.mjs). */
export declare function freePort(): Promise<number>;
