/** Every specifier a module imports or re-exports, side-effect imports and import() included. */
export const dependencyPattern: RegExp;

/** A check of whether a built module needs React's client, itself or through what it reaches. */
export function clientModuleCheck(io: {
  readFile: (file: string) => string;
  isClientPackage: (specifier: string) => boolean;
}): (file: string) => boolean;
