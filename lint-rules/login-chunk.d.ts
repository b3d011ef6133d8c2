// Types of login-chunk.js (plain JS: eslint.config.js imports it).
export declare const ZOD_FREE_CONTRACTS: string[];
export declare function loginChunkFiles(): string[];
export declare function portalFirstScreenFiles(): string[];
export declare function staticGraph(entries: string[]): string[];
