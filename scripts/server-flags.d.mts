// Types of server-flags.mjs for the TypeScript that imports it (the benchmarks).
export declare const SERVER_NODE_FLAGS: readonly string[];
