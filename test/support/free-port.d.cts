/** A port nothing listens on at this moment, on 127.0.0.1 (see free-port.cjs). */
export function freePort(): Promise<number>;
