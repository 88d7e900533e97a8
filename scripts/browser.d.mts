export declare const HOW_TO_GET_A_BROWSER: string;
export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): Promise<string | undefined>;
