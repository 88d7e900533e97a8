/**
 * Names a component gives on its own, in the app's language: links that open in a new tab say
 * so (`newTabLabel`, on every component that draws one), the footer names its list of links and
 * the docs layout its menu buttons.
 */
import { beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { CollapsableMenu } from '../../src/components/CollapsableMenu';
import { Footer } from '../../src/components/Footer';
import { DocsLayout } from '../../src/components/Layout';
import { MobileNavigation } from '../../src/components/MobileNavigation';
import { Navigation } from '../../src/components/Navigation';
import { Tabs } from '../../src/components/Tabs';
import { actEnvironment, render } from './render';

actEnvironment(false);

// Wide enough for the docs layout's side panel.
beforeEach(async () => {
  await page.viewport(1280, 720);
});

const newTab = 'öffnet in neuem Tab';
const github = { label: 'GitHub', href: 'https://github.com/' };
const groups = [{ label: 'Anleitungen', items: [{ label: 'Start', href: '/' }, github] }];

describe('newTabLabel', () => {
  test.each([
    [
      'Tabs',
      <Tabs
        items={[
          { value: 'a', label: 'A' },
          { value: 'gh', ...github },
        ]}
        newTabLabel={newTab}
      />,
    ],
    [
      'CollapsableMenu',
      <CollapsableMenu label="Mehr" defaultOpen items={[github]} newTabLabel={newTab} />,
    ],
    ['Footer', <Footer links={[github]} newTabLabel={newTab} />],
    ['Navigation', <Navigation groups={groups} currentPath="/" newTabLabel={newTab} />],
    [
      'MobileNavigation',
      <MobileNavigation
        groups={groups}
        currentPath="/"
        defaultGroup="Anleitungen"
        newTabLabel={newTab}
      />,
    ],
    [
      'DocsLayout',
      <DocsLayout groups={groups} currentPath="/" newTabLabel={newTab}>
        <h1>Start</h1>
      </DocsLayout>,
    ],
  ])('%s names an outside link with it', async (_, node) => {
    render(node);
    const link = page.getByRole('link', { name: 'GitHub', exact: false }).first();
    await expect.element(link).toHaveAccessibleName(new RegExp(`^GitHub \\(?${newTab}\\)?$`));
  });

  test('the default is English', async () => {
    render(<Footer links={[github]} />);
    await expect
      .element(page.getByRole('link', { name: 'GitHub (opens in a new tab)' }))
      .toBeVisible();
  });
});

test('Footer names its list of links with linksLabel', async () => {
  render(<Footer links={[github]} linksLabel="Weitere Links" />);
  await expect.element(page.getByRole('list', { name: 'Weitere Links' })).toBeVisible();
});

test('DocsLayout names its menu buttons with the labels given, in both states', async () => {
  render(
    <DocsLayout
      groups={groups}
      currentPath="/"
      openMenuLabel="Menü öffnen"
      closeMenuLabel="Menü schließen"
      expandSideMenuLabel="Seitenleiste ausklappen"
      collapseSideMenuLabel="Seitenleiste einklappen"
    >
      <h1>Start</h1>
    </DocsLayout>,
  );
  const collapse = page.getByRole('button', { name: 'Seitenleiste einklappen' });
  await collapse.click();
  await expect.element(page.getByRole('button', { name: 'Seitenleiste ausklappen' })).toBeVisible();
  await page.viewport(390, 844);
  const menu = page.getByRole('button', { name: 'Menü öffnen' });
  await menu.click();
  await expect.element(page.getByRole('button', { name: 'Menü schließen' })).toBeVisible();
});

test("DocsLayout names the way back to the groups in its small screens' menu", async () => {
  await page.viewport(390, 844);
  render(
    <DocsLayout groups={groups} currentPath="/" backLabel="Alle Bereiche" defaultMobileMenuOpen>
      <h1>Start</h1>
    </DocsLayout>,
  );
  await page.getByRole('button', { name: /Anleitungen/ }).click();
  await expect.element(page.getByRole('button', { name: /Alle Bereiche/ })).toBeVisible();
});
