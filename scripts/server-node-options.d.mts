export declare const SERVER_NODE_OPTIONS: string;
export declare function serverNodeOptions(current?: string): string;
