/**
 * The licensed build switch. `TESSERA_LICENSED=true npm start` (or `npm run build-storybook`)
 * opens every entry of the site; without it the entries the navigation marks disabled stay
 * closed and show the license notice. `.storybook/main.ts` passes the variable to the manager
 * and the preview at build and dev time.
 */
export function isLicensedBuild(value: string | undefined = process.env.TESSERA_LICENSED): boolean {
  return value === 'true' || value === '1';
}
