import '@fontsource-variable/inter';
import { addons } from 'storybook/manager-api';
import { installAddressBar } from './addons/addressBar';
import { registerLicenseGate, renderSidebarLabel } from './addons/licenseGate';
import { registerLoadingBar } from './addons/loadingBar';
import { registerPageTitle } from './addons/pageTitle';
import { registerPrint } from './addons/print';
import { registerScheme } from './addons/schemeSwitch';
import { registerSiteShell } from './addons/siteShell';
import { watchSidebarSemantics } from './addons/sidebarSemantics';
import { registerSiteSearch } from './addons/search/registerSiteSearch';
import { isLicensedBuild, licenseNotice } from './site/license';
import { layoutBreakpoints } from '../src/tokensEntry';
import { readSchemeChoice, resolveScheme, prefersDarkQuery } from './site/scheme';
import { createManagerTheme } from './theme';

const licensed = isLicensedBuild();
const isNarrow = () =>
  window.matchMedia(`(max-width: ${layoutBreakpoints.mobile - 0.02}px)`).matches;

// Before Storybook's router starts: it must read its own address first (see addressBar.ts).
installAddressBar();

addons.setConfig({
  theme: createManagerTheme(
    resolveScheme(readSchemeChoice(localStorage), window.matchMedia(prefersDarkQuery).matches),
  ),
  layout: { showToolbar: true },
  layoutCustomisations: {
    // Docs pages have the site's top bar only; stories keep Storybook's workshop toolbar.
    showToolbar: (state, defaultValue) => (state.viewMode === 'docs' ? false : defaultValue),
    // Below 820 px the site's full-screen menu replaces the panels.
    showPanel: (_state, defaultValue) => (isNarrow() ? false : defaultValue),
  },
  sidebar: {
    renderLabel: (item, api) => renderSidebarLabel(item, api, licensed),
  },
});

addons.register('tessera/site', (api) => {
  registerScheme(api);
  registerSiteShell(api, licensed);
  registerPageTitle(api);
  registerLoadingBar(api);
  registerLicenseGate(api, licensed);
  registerSiteSearch(api);
  registerPrint();
  watchSidebarSemantics(document, licensed ? null : licenseNotice);
});
