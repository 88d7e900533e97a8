export interface ImportCost {
  minifiedBytes: number;
  gzipBytes: number;
  /** Modules that kept code in the bundle. */
  inputs: string[];
  exports: string[];
  /** The minified bundle. */
  code: string;
}
export declare const EXTERNALS: string[];
export declare const HEAVY_MODULES: Record<string, RegExp>;
export declare const SIZE_ENTRIES: Record<string, string[]>;
export declare function assertLibraryBuilt(): void;
export declare function measureImports(
  entries: Record<string, string[] | '*'>,
): Promise<Record<string, ImportCost>>;
export declare function measureImport(names: string[] | '*'): Promise<ImportCost>;
export declare function heavyModulesIn(inputs: string[]): string[];
export declare function measureParts(): Promise<{ all: ImportCost; parts: Record<string, number> }>;
export declare function measureLibrarySizes(): Promise<Record<string, number | null>>;
