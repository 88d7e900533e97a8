/**
 * The licensed build switch. `TESSERA_LICENSED=true npm start` (or `npm run build-storybook`)
 * opens every entry of the site; without it the entries the navigation marks disabled stay
 * closed and show the license notice. `.storybook/main.ts` passes the variable to the manager
 * and the preview at build and dev time.
 */
import type { ToastContent } from '../../src/index.js';
import { componentCount, productName } from './navigation.js';

export function isLicensedBuild(value: string | undefined = process.env.TESSERA_LICENSED): boolean {
  return value === 'true' || value === '1';
}

/** The license notice for disabled entries: "All N components available through the {product} license". */
export function licenseMessage(componentCount: number, product: string): string {
  return `All ${componentCount} components available through the ${product} license`;
}

/** The notice a disabled entry shows: "All N components available through the Tessera license". */
export const licenseNotice = licenseMessage(componentCount, productName);

/** The toast that carries the notice, wherever the site or a story shows it. */
export const licenseToast = {
  key: 'license-notice',
  title: 'Licensed component',
  message: licenseNotice,
  tone: 'info',
} as const satisfies ToastContent;
