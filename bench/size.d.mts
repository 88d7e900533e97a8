/** Bytes of a set of output files, each gzipped on its own as the browser fetches it. */
export interface LoadCost {
  minifiedBytes: number;
  gzipBytes: number;
  /** Modules that kept code in those files. */
  inputs: string[];
}
/** What loads with an import (its entry and the chunks it imports statically). */
export interface ImportCost extends LoadCost {
  exports: string[];
  /** The minified code that loads with the import. */
  code: string;
  /** The chunks it can load later through `import()`, beyond those that load with it. */
  onDemand: LoadCost;
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
