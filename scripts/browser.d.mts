export declare const HOW_TO_GET_A_BROWSER: string;
export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): Promise<string | undefined>;
export declare function watchPageProblems(
  page: import('playwright').Page,
  report: (line: string) => void,
  options?: { consoleLines?: number },
): void;
