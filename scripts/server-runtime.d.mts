export declare const SERVER_ENV: Record<string, string>;
export declare const SERVER_NODE_FLAGS: string[];
export declare const STOP_WITH_PARENT_ENV: "PROGRESSVAULT_STOP_WITH_PARENT";
