/**
 * Names a component gives on its own, in the app's language: links that open in a new tab say
 * so (`newTabLabel`, on every component that draws one), the footer names its list of links,
 * the docs layout its menu buttons, toasts their default titles, the avatar group its "+ N" button, the feedback question its
 * section, an image its zoomed view and the property reference every text it shows, names and
 * announces.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { AvatarGroup } from '../../src/components/Avatar';
import { CollapsableMenu } from '../../src/components/CollapsableMenu';
import { Footer } from '../../src/components/Footer';
import { Image } from '../../src/components/Image';
import { DocsLayout } from '../../src/components/Layout';
import { MobileNavigation } from '../../src/components/MobileNavigation';
import { Navigation } from '../../src/components/Navigation';
import { ParameterTable, type ParameterTableLabels } from '../../src/components/ParameterTable';
import { Tabs } from '../../src/components/Tabs';
import { ToastProvider, useToast } from '../../src/components/Toast';
import { UserFeedback } from '../../src/components/UserFeedback';
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

test('AvatarGroup names its "+ N" button with moreLabel', async () => {
  const list = new Intl.ListFormat('de', { type: 'conjunction' });
  render(
    <AvatarGroup
      label="Mitglieder"
      max={1}
      members={[{ name: 'Ada' }, { name: 'Grace' }, { name: 'Linus' }]}
      moreLabel={(count, names) => `+ ${count} weitere: ${list.format(names)}`}
    />,
  );
  await expect
    .element(page.getByRole('button', { name: '+ 2 weitere: Grace und Linus' }))
    .toBeVisible();
});

describe('ParameterTable', () => {
  const german: ParameterTableLabels = {
    required: 'Pflicht',
    defaultValue: 'Standard:',
    copyLink: (name) => `Link zu ${name} kopieren`,
    linkCopied: 'Link kopiert',
    linkCopyFailed: 'Link nicht kopiert',
    linkCopyFailedDetail: 'Der Browser erlaubt es nicht.',
    linkAddress: (url) => `Der Link: ${url}`,
    example: (name) => `Beispiel für ${name}`,
    attributes: (count) => `Attribute (${count})`,
    properties: (count) => `Eigenschaften (${count})`,
    propertiesOf: (name) => `Eigenschaften von ${name}`,
    moreAbout: (name) => `Mehr über ${name}`,
  };
  const entries = [
    {
      name: 'size',
      type: [{ name: 'small', description: 'Klein' }],
      required: true,
      defaultValue: "'medium'",
      example: '<Button size="small" />',
      more: 'Gilt für alle Varianten.',
      properties: [{ name: 'scale', type: 'number' }],
    },
  ];

  test('shows, names and announces its texts in the language given', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    writeText.mockResolvedValueOnce(undefined);
    writeText.mockRejectedValueOnce(new DOMException('Denied.', 'NotAllowedError'));
    const copyCommand = vi.spyOn(document, 'execCommand').mockReturnValue(false);
    const host = render(<ParameterTable entries={entries} label="Eigenschaften" labels={german} />);
    await expect.element(page.getByRole('list', { name: 'Eigenschaften' })).toBeVisible();
    await expect.element(page.getByText('Pflicht')).toBeVisible();
    await expect.element(page.getByText('Standard:')).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'Beispiel für size' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Mehr über size' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Attribute (1)' })).toBeVisible();
    await page.getByRole('button', { name: 'Eigenschaften (1)' }).click();
    await expect.element(page.getByRole('list', { name: 'Eigenschaften von size' })).toBeVisible();

    // The toasts' text (the live region repeats it, out of sight).
    const toasts = () =>
      [...document.querySelectorAll('[data-tone]')].map((toast) => toast.textContent).join(' ');
    await page.getByRole('button', { name: 'Link zu size kopieren' }).click();
    await expect.poll(toasts).toContain('Link kopiert');
    await page.getByRole('button', { name: 'Link zu size kopieren' }).click();
    await expect
      .poll(toasts)
      .toContain(
        `Link nicht kopiertDer Browser erlaubt es nicht. Der Link: ${location.href.split('#')[0]}#prop-size`,
      );
    expect(host.textContent).not.toMatch(/Required|Default:|Properties/);
    writeText.mockRestore();
    copyCommand.mockRestore();
  });

  test('keeps the English of any text left out', async () => {
    render(<ParameterTable entries={entries} labels={{ required: 'Pflicht' }} />);
    await expect.element(page.getByText('Pflicht')).toBeVisible();
    await expect.element(page.getByText('Default:')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Copy link to size' })).toBeVisible();
  });
});

test('UserFeedback names its section with aria-label', async () => {
  render(<UserFeedback aria-label="Rückmeldung zur Seite" question="Hat diese Seite geholfen?" />);
  await expect.element(page.getByRole('region', { name: 'Rückmeldung zur Seite' })).toBeVisible();
});

test('an image without alt names its zoomed view with zoomedLabel', async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 40;
  canvas.getContext('2d')!.fillRect(0, 0, 32, 40);
  render(
    <Image
      src={canvas.toDataURL('image/png')}
      alt=""
      width={64}
      height={40}
      expandable
      zoomLabel="Bild vergrößern"
      unzoomLabel="Verkleinern"
      zoomedLabel="Vergrößertes Bild"
    />,
  );
  await page.getByRole('button', { name: 'Bild vergrößern' }).click();
  await expect.element(page.getByRole('dialog', { name: 'Vergrößertes Bild' })).toBeVisible();
  await page.getByRole('button', { name: 'Verkleinern' }).click();
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
});

test('ToastProvider heads toasts that give no title with the titles given', async () => {
  function Save() {
    const toast = useToast();
    return (
      <button
        type="button"
        onClick={() => toast.add({ message: 'Nicht gespeichert', tone: 'danger' })}
      >
        Speichern
      </button>
    );
  }
  render(
    <ToastProvider
      label="Benachrichtigungen"
      closeLabel="Schließen"
      titles={{ danger: 'Etwas ist schiefgelaufen' }}
    >
      <Save />
    </ToastProvider>,
  );
  await page.getByRole('button', { name: 'Speichern' }).click();
  const region = page.getByRole('region', { name: 'Benachrichtigungen' });
  await expect.element(region).toHaveTextContent('Etwas ist schiefgelaufenNicht gespeichert');
  await expect.element(region.getByRole('button', { name: 'Schließen' })).toBeVisible();
});
