/**
 * The navigation of the Tessera Docs site (SPEC §2), in the spec's order. The sidebar, the
 * routes, the license notice and the layout stories all read this one module.
 */
import type { NavigationGroup } from '../../src/index.js';
export declare const productName = 'Tessera';
export declare const versionLabel = '0.4.1';
export declare const navigation: NavigationGroup[];
/** N in the license notice: the number of entries in the Components group. */
export declare const componentCount: number;
