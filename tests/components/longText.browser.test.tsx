/**
 * Text longer than its line: a web address, a file name, a German compound, a name in a
 * language that writes long words. Each component that shows text is given such a word and a
 * sentence that holds it, in a column narrower than a phone, and nothing may reach past the
 * column: the page would scroll sideways (WCAG 1.4.10) and the text would run out of its box.
 * Components that keep to one line by design (buttons, tags and status tags) end their label in
 * an ellipsis instead, and keep the whole label as their name. A hex value and a table's cells in
 * their scrolling frame are left out.
 */
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  Accordion,
  Alert,
  Blockquote,
  Breadcrumbs,
  Button,
  Card,
  Checkbox,
  CollapsableMenu,
  Field,
  Footer,
  Group,
  Image,
  List,
  Navigation,
  OnThisPage,
  Panel,
  ParameterTable,
  RadioGroup,
  Select,
  StatusTag,
  Switch,
  TableOfContents,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from '../../src';
import { InfoIcon } from '../../src/components/Iconography/icons';
import { actEnvironment, render } from './render';

actEnvironment(false);

const word = 'Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherung';
const address = 'https://example.com/docs/components/field/validation-messages-for-phone-numbers';
const sentence = `Read ${address} about the ${word} before you start`;
const pixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const cases: Record<string, ReactNode> = {
  Accordion: (
    <Accordion items={[{ value: 'a', title: sentence, content: sentence }]} defaultValue={['a']} />
  ),
  Alert: (
    <Alert tone="warning" title={word}>
      {sentence}
    </Alert>
  ),
  Blockquote: <Blockquote>{sentence}</Blockquote>,
  Breadcrumbs: (
    <Breadcrumbs
      items={[{ label: word, href: '/' }, { label: address, href: '/a' }, { label: sentence }]}
    />
  ),
  Card: <Card title={word}>{sentence}</Card>,
  Checkbox: <Checkbox label={word} description={sentence} />,
  CollapsableMenu: <CollapsableMenu label={word} items={[{ label: address, href: '/d' }]} />,
  Field: <Field label={word} description={sentence} error={address} />,
  Footer: <Footer productName={word} version="1.0.0" links={[{ label: address, href: '/' }]} />,
  Group: (
    <Group title={word} description={sentence}>
      <p>{address}</p>
    </Group>
  ),
  Image: <Image src={pixel} alt={word} caption={sentence} />,
  List: <List items={[sentence, address]} />,
  Navigation: (
    <Navigation
      groups={[
        {
          label: word,
          items: [
            { label: address, href: '/a' },
            { label: word, href: '/b', items: [{ label: sentence, href: '/b/c' }] },
          ],
        },
      ]}
      currentPath="/b/c"
    />
  ),
  OnThisPage: (
    <OnThisPage
      items={[
        { label: word, href: '#a' },
        { label: sentence, href: '#b' },
      ]}
    />
  ),
  Panel: <Panel>{sentence}</Panel>,
  ParameterTable: (
    <ParameterTable
      entries={[{ name: word, type: `'${word}'`, defaultValue: `'${word}'`, comment: sentence }]}
    />
  ),
  RadioGroup: <RadioGroup label={word} options={[{ label: sentence }, { label: address }]} />,
  Select: (
    <Select label={word} options={[{ label: sentence, selected: true }, { label: address }]} />
  ),
  Switch: <Switch label={sentence} />,
  TableOfContents: (
    <TableOfContents
      items={[
        { label: word, href: '#a' },
        { label: address, href: '#b' },
      ]}
    />
  ),
  // The tab list scrolls sideways by design; the panel's text wraps.
  Tabs: (
    <Tabs
      items={[
        { value: 'a', label: 'First', component: <p>{sentence}</p> },
        { value: 'b', label: 'Second', component: <p>{word}</p> },
      ]}
    />
  ),
  Typography: (
    <Typography variant="title" as="h1">
      {word}
    </Typography>
  ),
};

/** Elements that reach past `column`'s right edge, except inside a frame that scrolls or clips. */
function pastTheColumn(column: HTMLElement): string[] {
  const edge = column.getBoundingClientRect().right;
  return [...column.querySelectorAll<HTMLElement>('*')]
    .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
    .filter((element) => {
      for (let parent = element.parentElement; parent && parent !== column;) {
        if (getComputedStyle(parent).overflowX !== 'visible') return false;
        parent = parent.parentElement;
      }
      return true;
    })
    .map((element) => {
      const part = element.dataset.part ? `[data-part="${element.dataset.part}"]` : '';
      const overshoot = Math.round(element.getBoundingClientRect().right - edge);
      return `${element.tagName.toLowerCase()}${part} by ${overshoot} px`;
    });
}

/** Mounts `node` in a column 200 px wide, narrower than a phone; returns the column. */
async function renderInColumn(node: ReactNode, options?: { globalStyles?: boolean }) {
  const host = render(
    <div data-column="" style={{ width: 200 }}>
      {node}
    </div>,
    'light',
    options,
  );
  await document.fonts.ready;
  return host.querySelector<HTMLElement>('[data-column]')!;
}

describe('a word longer than its line', () => {
  test.each(Object.entries(cases))('%s keeps it inside a 200 px column', async (_, node) => {
    const column = await renderInColumn(node);
    await expect.poll(() => column.textContent?.length ?? 0).toBeGreaterThan(0);
    expect(pastTheColumn(column)).toEqual([]);
    expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  });
});

/** The one-line controls, each with a label far wider than the column. */
const oneLine: Record<
  string,
  { node: ReactNode; text: string; name: () => ReturnType<typeof page.getByRole> }
> = {
  Button: {
    node: (
      <Button arrow tone="success">
        {sentence}
      </Button>
    ),
    text: sentence,
    name: () => page.getByRole('button', { name: sentence }),
  },
  'Button as a link': {
    node: (
      <Button as="a" href="/somewhere" backArrow variant="secondary">
        {address}
      </Button>
    ),
    text: address,
    name: () => page.getByRole('link', { name: address }),
  },
  Tag: {
    node: (
      <Tag icon={<InfoIcon size={12} />} onRemove={() => {}}>
        {word}
      </Tag>
    ),
    text: word,
    name: () => page.getByRole('button', { name: `Remove ${word}` }),
  },
  StatusTag: {
    node: <StatusTag tone="warning">{sentence}</StatusTag>,
    text: sentence,
    name: () => page.getByText(sentence),
  },
};

describe('a label longer than a one-line control', () => {
  test.each(Object.entries(oneLine))(
    '%s ends it in an ellipsis inside a 200 px column and keeps it whole as its name',
    async (_, { node, text, name }) => {
      const column = await renderInColumn(node);
      await expect.element(name()).toBeInTheDocument();
      expect(pastTheColumn(column)).toEqual([]);
      expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
      const control = column.firstElementChild as HTMLElement;
      expect(control.getBoundingClientRect().width).toBeLessThanOrEqual(200);
      // Still one line high, the ellipsis drawn where the label is cut.
      expect(control.getBoundingClientRect().height).toBeLessThanOrEqual(32);
      const label = [...control.querySelectorAll<HTMLElement>('span')].find(
        (element) => getComputedStyle(element).textOverflow === 'ellipsis',
      );
      expect(label?.scrollWidth).toBeGreaterThan(label?.clientWidth ?? Infinity);
      expect(label?.textContent).toBe(text);
      // A pointer resting on the cut label is shown the whole of it.
      await userEvent.hover(label!);
      expect(label?.title).toBe(text);
      await expect.element(name()).toBeInTheDocument();
      // The icons and the remove button keep their size beside the cut label.
      for (const icon of control.querySelectorAll('svg')) {
        expect(icon.getBoundingClientRect().width).toBeGreaterThanOrEqual(12);
      }
    },
  );

  test('text written in pieces is one label, and an element among it keeps its place', async () => {
    const count = 3;
    const host = render(
      <Button>
        {count} new {'messages'}
        <InfoIcon size={12} />
        {false}
        {null}
        {['in', ' ', 'Inbox']}
      </Button>,
    );
    const label = host.querySelector('button > span')!;
    expect(
      [...label.children].map((child) =>
        child.getAttribute('data-part') === 'label' ? child.textContent : child.tagName,
      ),
    ).toEqual(['3 new messages', 'svg', 'in Inbox']);
  });

  test('a label that fits is not cut', async () => {
    const column = await renderInColumn(
      <>
        <Button>Save</Button>
        <Tag>Beta</Tag>
        <StatusTag tone="success">Stable</StatusTag>
      </>,
    );
    const labels = [...column.querySelectorAll<HTMLElement>('span')].filter(
      (element) => getComputedStyle(element).textOverflow === 'ellipsis',
    );
    expect(labels.map((label) => label.textContent)).toEqual(['Save', 'Beta', 'Stable']);
    for (const label of labels) {
      expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
      await userEvent.hover(label);
      expect(label.hasAttribute('title')).toBe(false);
    }
  });

  test('a cut label shows no title of its own inside a control that has one or a tooltip', async () => {
    const column = await renderInColumn(
      <>
        <Button title="Send the report">{sentence}</Button>
        <Tooltip content="Sends it to the whole team">
          <Button>{sentence}</Button>
        </Tooltip>
      </>,
    );
    for (const label of column.querySelectorAll<HTMLElement>('[data-part="label"]')) {
      expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
      await userEvent.hover(label);
      expect(label.hasAttribute('title')).toBe(false);
    }
  });

  test('a cut label that has come to fit shows no title the next time', async () => {
    const column = await renderInColumn(<Tag>{word}</Tag>);
    const tag = column.querySelector<HTMLElement>('[data-part="label"]')!;
    await userEvent.hover(tag);
    expect(tag.title).toBe(word);
    column.style.width = '2000px';
    await userEvent.unhover(tag);
    await userEvent.hover(tag);
    expect(tag.hasAttribute('title')).toBe(false);
  });
});

test('an app that styles its own page (globalStyles={false}) gets the same', async () => {
  const column = await renderInColumn(
    <>
      {cases.Alert}
      {cases.Field}
    </>,
    { globalStyles: false },
  );
  expect(pastTheColumn(column)).toEqual([]);
});
