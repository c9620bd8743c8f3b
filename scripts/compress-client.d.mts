// Types of compress-client.mjs for the TypeScript that imports it (the browser tests).
export declare const CLIENT_DIR: string;
export declare function compressFile(path: string): { before: number; after: number };
export declare function compressClient(dir?: string): { before: number; after: number };
