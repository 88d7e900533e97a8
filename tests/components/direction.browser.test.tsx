/**
 * Right-to-left text: components follow the `dir` around them, with nothing to configure.
 * - Lists at the end of the body carry their trigger's direction, so their start lines up with
 *   the trigger's start (the right edge in right to left) and `end` placements with its end;
 * - keys along the line are mirrored (WAI-ARIA APG: "in right-to-left languages … the left and
 *   right arrow keys are reversed"), here for reordering files in a grid;
 * - toasts sit at the end of the line of the document they are in;
 * - code, email addresses and links read left to right in any page.
 * Each case runs left to right as well, where nothing may have moved.
 */
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Code } from '../../src/components/Code';
import { CodeBlock } from '../../src/components/CodeBlock';
import { Field } from '../../src/components/Field';
import { Hex } from '../../src/components/Hex';
import { Image } from '../../src/components/Image';
import { DocsLayout } from '../../src/components/Layout';
import { KebabMenu } from '../../src/components/Menu';
import { MediaUpload } from '../../src/components/MediaUpload';
import { Modal } from '../../src/components/Modal';
import { Select } from '../../src/components/Select';
import { Skeleton } from '../../src/components/Skeleton';
import { ToastProvider } from '../../src/components/Toast';
import { Tooltip } from '../../src/components/Tooltip';
import { destroyAnnouncer } from '../../src/lib/announcer';
import { ToastQueue } from '../../src/lib/toastQueue';
import { itemNames, sampleImage } from '../../stories/support/uploadFixtures';
import { actEnvironment, render } from './render';

actEnvironment(false);

const directions = ['ltr', 'rtl'] as const;

/** Renders `node` in a box laid out in `dir`, with room around it. */
function renderIn(dir: 'ltr' | 'rtl', node: ReactNode): HTMLElement {
  return render(
    <div dir={dir} style={{ padding: '40px 240px', minHeight: 400 }}>
      {node}
    </div>,
  );
}

const box = (element: Element) => element.getBoundingClientRect();

// Wide enough for a grid of several tiles and toasts at a side, not centred as on a phone.
beforeEach(async () => {
  await page.viewport(1280, 720);
});

afterEach(() => {
  document.documentElement.removeAttribute('dir');
  destroyAnnouncer();
});

describe('lists at the end of the body take their trigger’s direction', () => {
  test.each(directions)('Select (%s): the list starts where the trigger starts', async (dir) => {
    renderIn(
      dir,
      <div style={{ width: 160 }}>
        <Select
          label="Size"
          options={[{ label: 'A label much longer than the trigger is wide' }, { label: 'Short' }]}
        />
      </div>,
    );
    const combobox = page.getByRole('combobox', { name: 'Size' }).element();
    await userEvent.click(combobox);
    const list = await expect
      .poll(() => document.querySelector('[role="listbox"]'))
      .not.toBeNull()
      .then(() => document.querySelector<HTMLElement>('[role="listbox"]')!);
    expect(list).toHaveAttribute('dir', dir);
    await expect.poll(() => box(list).width).toBeGreaterThan(box(combobox).width + 40);
    await expect
      .poll(() =>
        dir === 'rtl'
          ? Math.abs(box(list).right - box(combobox).right)
          : Math.abs(box(list).left - box(combobox).left),
      )
      .toBeLessThan(1);
    await userEvent.keyboard('{Escape}');
  });

  test.each(directions)('KebabMenu (%s): `bottom-end` ends where the trigger ends', async (dir) => {
    renderIn(
      dir,
      // In the middle, so that the list has room on both sides and nothing shifts it.
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <KebabMenu
          aria-label="More actions"
          options={[{ label: 'Duplicate this page and all of its children' }, { label: 'Delete' }]}
        />
      </div>,
    );
    const trigger = page.getByRole('button', { name: 'More actions' }).element();
    await userEvent.click(trigger);
    await expect.poll(() => document.querySelector('[role="menu"]')).not.toBeNull();
    const menu = document.querySelector<HTMLElement>('[role="menu"]')!;
    expect(menu).toHaveAttribute('dir', dir);
    await expect
      .poll(() =>
        dir === 'rtl'
          ? Math.abs(box(menu).left - box(trigger).left)
          : Math.abs(box(menu).right - box(trigger).right),
      )
      .toBeLessThan(1);
    await userEvent.keyboard('{Escape}');
  });

  test.each(directions)('Tooltip (%s): reads in its trigger’s direction', async (dir) => {
    renderIn(
      dir,
      <Tooltip content="Saved a minute ago" defaultOpen>
        <button type="button">Status</button>
      </Tooltip>,
    );
    await expect.poll(() => document.querySelector('[role="tooltip"]')).not.toBeNull();
    expect(document.querySelector('[role="tooltip"]')).toHaveAttribute('dir', dir);
  });
});

describe('keys along the line', () => {
  test.each([
    // Left to right: Right Arrow moves a file later (to the right in the grid).
    ['ltr', '{ArrowRight}', ['meadow.svg', 'harbour.svg', 'sunset.svg']],
    ['ltr', '{ArrowLeft}', ['harbour.svg', 'meadow.svg', 'sunset.svg']],
    // Right to left: the grid runs from the right, and Left Arrow moves a file later.
    ['rtl', '{ArrowLeft}', ['meadow.svg', 'harbour.svg', 'sunset.svg']],
    ['rtl', '{ArrowRight}', ['harbour.svg', 'meadow.svg', 'sunset.svg']],
  ] as const)('reordering a grid (%s): %s on the first file', async (dir, key, order) => {
    const files = [
      sampleImage('harbour.svg', 0),
      sampleImage('meadow.svg', 1),
      sampleImage('sunset.svg', 2),
    ];
    const host = renderIn(dir, <MediaUpload files={files} />);
    await expect.poll(() => itemNames(host)).toHaveLength(3);
    const handle = page.getByRole('button', { name: 'Reorder harbour.svg' });
    await userEvent.click(handle);
    await userEvent.keyboard(key);
    await expect.poll(() => itemNames(host)).toEqual(order);
    // The first file of the grid is on the side the line starts on.
    const [first, second] = Array.from(host.querySelectorAll('[data-handle]'));
    if (dir === 'rtl') expect(box(first!).left).toBeGreaterThan(box(second!).left);
    else expect(box(first!).left).toBeLessThan(box(second!).left);
  });
});

/** A button that opens a dialog with a close button and a title. */
function DialogExample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        פתיחה
      </button>
      <Modal open={open} onOpenChange={setOpen} header="הגדרות" closeLabel="סגירה">
        <p>תוכן</p>
      </Modal>
    </>
  );
}

/** A small picture, drawn on the spot. */
function picture() {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 40;
  canvas.getContext('2d')!.fillRect(0, 0, 64, 40);
  return canvas.toDataURL('image/png');
}

describe('layers opened from a part of the page in another direction', () => {
  // Only an ancestor is right to left: the document, where the layers live, is left to right.
  test.each(directions)('a dialog (%s) reads in its opener’s direction', async (dir) => {
    renderIn(dir, <DialogExample />);
    await userEvent.click(page.getByRole('button', { name: 'פתיחה' }));
    const dialog = await expect
      .poll(() => document.querySelector('[role="dialog"]'))
      .not.toBeNull()
      .then(() => document.querySelector<HTMLElement>('[role="dialog"]')!);
    expect(getComputedStyle(dialog).direction).toBe(dir);
    // The close button at the end of the header's line.
    const close = page.getByRole('button', { name: 'סגירה' }).element();
    const title = page.getByText('הגדרות').element();
    if (dir === 'rtl') expect(box(close).left).toBeLessThan(box(title).left);
    else expect(box(close).left).toBeGreaterThan(box(title).left);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
  });

  test.each(directions)('an image zoom (%s) has its close button at the end', async (dir) => {
    renderIn(dir, <Image src={picture()} alt="תמונה" width={64} height={40} expandable />);
    await expect.poll(() => document.querySelector('img')?.complete).toBe(true);
    await userEvent.click(page.getByRole('button', { name: 'Zoom image' }));
    const close = page.getByRole('button', { name: 'Unzoom image' });
    await expect.element(close).toBeInTheDocument();
    const { left, right } = box(close.element());
    if (dir === 'rtl') expect(left).toBeLessThan(window.innerWidth - right);
    else expect(window.innerWidth - right).toBeLessThan(left);
    await userEvent.keyboard('{Escape}');
  });

  test('a phone field’s country list reads in the field’s direction, its codes left to right', async () => {
    renderIn('rtl', <Field label="טלפון" type="tel" defaultCountry="IL" />);
    const picker = page.getByRole('button', { name: /^Pick country/ });
    await expect.element(picker).toBeInTheDocument();
    await userEvent.click(picker);
    const list = await expect
      .poll(() => document.querySelector('[role="listbox"]'))
      .not.toBeNull()
      .then(() => document.querySelector<HTMLElement>('[role="listbox"]')!);
    expect(getComputedStyle(list).direction).toBe('rtl');
    const option = list.querySelector('[role="option"]')!;
    const code = option.querySelector('bdi')!;
    expect(getComputedStyle(code).direction).toBe('ltr');
    // The option's text, and so its name, is its label as given.
    expect(option.textContent).toMatch(/ \(\+\d+\)$/);
    await userEvent.keyboard('{Escape}');
  });
});

describe('layers of the document', () => {
  test.each(directions)('toasts (%s) sit at the end of the line', async (dir) => {
    document.documentElement.setAttribute('dir', dir);
    const queue = new ToastQueue();
    render(<ToastProvider queue={queue} />);
    queue.add({ title: 'Saved', message: 'Your changes are saved.' });
    await expect
      .poll(() => document.querySelector('section[aria-label="Notifications"] [data-toast-key]'))
      .not.toBeNull();
    const toast = document.querySelector('section[aria-label="Notifications"] [data-toast-key]')!;
    const { left, right } = box(toast);
    if (dir === 'rtl') expect(left).toBeLessThan(window.innerWidth - right);
    else expect(window.innerWidth - right).toBeLessThan(left);
  });
});

test('toasts of a provider given dir="rtl" read right to left in a left-to-right document', async () => {
  const queue = new ToastQueue();
  render(<ToastProvider queue={queue} dir="rtl" />);
  queue.add({ title: 'נשמר', message: 'השינויים שלך נשמרו.' });
  await expect
    .poll(() => document.querySelector('section[aria-label="Notifications"] [data-toast-key]'))
    .not.toBeNull();
  const toast = document.querySelector('section[aria-label="Notifications"] [data-toast-key]')!;
  expect(getComputedStyle(toast).direction).toBe('rtl');
  const { left, right } = box(toast);
  expect(left).toBeLessThan(window.innerWidth - right);
});

describe('motion along the line', () => {
  test.each([
    ['ltr', 'normal'],
    ['rtl', 'reverse'],
  ] as const)('a loading placeholder (%s) shimmers the way the line reads', (dir, expected) => {
    const host = renderIn(dir, <Skeleton />);
    const placeholder = host.querySelector('[data-skeleton] > [data-shape]')!;
    expect(getComputedStyle(placeholder).animationDirection).toBe(expected);
  });
});

describe('the docs layout', () => {
  test.each(directions)(
    'DocsLayout (%s): the side panel and its collapse icon at the start of the line',
    async (dir) => {
      document.documentElement.setAttribute('dir', dir);
      render(
        <DocsLayout
          brand={<strong>Docs</strong>}
          groups={[{ label: 'Components', items: [{ label: 'Alert', href: '/alert' }] }]}
          currentPath="/alert"
        >
          <h1>Alert</h1>
        </DocsLayout>,
      );
      const panel = document.querySelector('[data-part="side-menu"]')!;
      const heading = page.getByRole('heading', { name: 'Alert' }).element();
      const icon = document.querySelector('[data-icon="SidebarCollapse"]')!;
      if (dir === 'rtl') {
        expect(box(panel).right).toBe(window.innerWidth);
        expect(box(heading).right).toBeLessThanOrEqual(box(panel).left);
        expect(getComputedStyle(icon).scale).toBe('-1 1');
      } else {
        expect(box(panel).left).toBe(0);
        expect(box(heading).left).toBeGreaterThanOrEqual(box(panel).right);
        expect(getComputedStyle(icon).scale).toBe('none');
      }
    },
  );
});

describe('text that reads left to right in any page', () => {
  test('code, colour values, email addresses, links and phone numbers', async () => {
    renderIn(
      'rtl',
      <>
        <p>
          התקנה: <Code>npm install @tessera/react</Code>
        </p>
        <CodeBlock code="const answer = 42;" />
        <p>
          צבע: <Hex value="6187fe" />
        </p>
        <Field label="דואר אלקטרוני" type="email" />
        <Field label="אתר" type="url" />
        <Field label="טלפון" type="tel" defaultCountry="IL" />
        <Field label="שם" />
      </>,
    );
    const code = page.getByText('npm install @tessera/react').element();
    expect(getComputedStyle(code).direction).toBe('ltr');
    const lines = document.querySelector('figure[data-language] pre')!;
    expect(getComputedStyle(lines).direction).toBe('ltr');
    // The # in front of the digits, where it is written.
    const hex = page.getByText('#6187FE').element();
    expect(getComputedStyle(hex).direction).toBe('ltr');
    const swatch = hex.parentElement!.querySelector('[data-part="swatch"]')!;
    expect(swatch.getBoundingClientRect().left).toBeLessThan(hex.getBoundingClientRect().left);
    for (const name of ['דואר אלקטרוני', 'אתר', 'טלפון']) {
      const input = page.getByRole('textbox', { name }).element();
      expect(getComputedStyle(input).direction, name).toBe('ltr');
    }
    // Other text follows the page.
    expect(getComputedStyle(page.getByRole('textbox', { name: 'שם' }).element()).direction).toBe(
      'rtl',
    );
  });

  test('a code block: its title follows the page, its lines read left to right', async () => {
    renderIn(
      'rtl',
      <>
        <CodeBlock code="npm install @tessera/react" title="התקנה" />
        <CodeBlock code="const answer = 42;" />
      </>,
    );
    const [titled, untitled] = Array.from(document.querySelectorAll('figure[data-language]'));
    const caption = titled!.querySelector('figcaption')!;
    expect(getComputedStyle(caption).direction).toBe('rtl');
    expect(getComputedStyle(titled!.querySelector('pre')!).direction).toBe('ltr');
    // The title at the start of the line, the right; its copy button at the end, the left.
    const title = page.getByText('התקנה').element();
    expect(box(title).left).toBeGreaterThan(box(caption.querySelector('button')!).left);
    // Without a title the button floats over the end of the code's lines, the right.
    const floating = untitled!.querySelector('button')!;
    expect(box(untitled!).right - box(floating).right).toBeLessThan(
      box(floating).left - box(untitled!).left,
    );
  });

  test.each(directions)(
    'file names (%s) read in their own direction, the tile’s text in the page’s',
    async (dir) => {
      // A name that starts with digits: laid out in the page's direction, "2024.svg" would show
      // as "svg.2024" in right-to-left text.
      const files = [sampleImage('2024.svg', 0), sampleImage('חוף.svg', 1)];
      const host = renderIn(dir, <MediaUpload files={files} />);
      await expect.poll(() => itemNames(host)).toEqual(['2024.svg', 'חוף.svg']);
      const [digits, hebrew] = Array.from(host.querySelectorAll('[data-part="name"]'));
      /** Where `part` of the element's text is drawn. */
      const textBox = (element: Element, part: string) => {
        const text = element.querySelector('bdi')?.firstChild ?? element.firstChild!;
        const start = text.textContent!.indexOf(part);
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + part.length);
        return range.getBoundingClientRect();
      };
      // Written order: the year left of its extension; the Hebrew name right of its extension.
      expect(textBox(digits!, '2024').left).toBeLessThan(textBox(digits!, 'svg').left);
      expect(textBox(hebrew!, 'חוף').left).toBeGreaterThan(textBox(hebrew!, 'svg').left);
      // The name still aligns with the page's start, as the status under it does.
      const tile = digits!.closest('[data-item-id]')!;
      if (dir === 'rtl') {
        expect(box(tile).right - textBox(digits!, '2024.svg').right).toBeLessThan(20);
      } else {
        expect(textBox(digits!, '2024.svg').left - box(tile).left).toBeLessThan(20);
      }
    },
  );

  test('a `dir` passed to Code or Field wins', async () => {
    renderIn(
      'ltr',
      <>
        <Code dir="rtl">קוד</Code>
        <Field label="Email" type="email" dir="rtl" />
      </>,
    );
    expect(getComputedStyle(page.getByText('קוד').element()).direction).toBe('rtl');
    const email = page.getByRole('textbox', { name: 'Email' }).element();
    expect(getComputedStyle(email).direction).toBe('rtl');
  });
});
