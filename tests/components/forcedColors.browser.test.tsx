/**
 * Forced colours (Windows contrast themes, WCAG 1.4.11): the browser replaces every colour with
 * the system palette and drops backgrounds and box shadows, so a state or an edge drawn with them
 * alone disappears. The media feature is emulated through the Chrome DevTools Protocol, and the
 * states are read from what Chromium computes under it: each must still differ from its
 * counterpart, and each edge must still be drawn.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { Button } from '../../src/components/Button';
import { Checkbox, Switch } from '../../src/components/Checkbox';
import { CollapsableMenu } from '../../src/components/CollapsableMenu';
import { Hex } from '../../src/components/Hex';
import { Navigation } from '../../src/components/Navigation';
import { RadioGroup } from '../../src/components/Radio';
import { Select } from '../../src/components/Select';
import { StatusTag } from '../../src/components/StatusTag';
import { Tabs } from '../../src/components/Tabs';
import { Toast } from '../../src/components/Toast';
import { actEnvironment, render } from './render';

actEnvironment(false);

const emulateForcedColors = (value: 'active' | 'none') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value }] });

beforeEach(async () => {
  await emulateForcedColors('active');
});

afterEach(async () => {
  await emulateForcedColors('none');
});

const style = (element: Element | null | undefined, pseudo?: string) => {
  if (!element) throw new Error('no element');
  return getComputedStyle(element, pseudo);
};
const tile = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="58" height="58"><rect width="58" height="58" fill="#3F63E8"/></svg>',
)}`;
const edge = (element: Element | null | undefined) => {
  const { borderTopStyle, borderTopWidth } = style(element);
  return `${borderTopStyle} ${borderTopWidth}`;
};

describe('in forced colours', () => {
  test('the media feature is on', () => {
    expect(matchMedia('(forced-colors: active)').matches).toBe(true);
  });

  test('a switch shows on and off apart, with its thumb drawn', () => {
    render(
      <>
        <Switch label="On" defaultChecked />
        <Switch label="Off" />
        <Switch label="Disabled" disabled />
      </>,
    );
    const [on, off, disabled] = [...document.querySelectorAll('[data-part="track"]')];
    expect(style(on).backgroundColor).not.toBe(style(off).backgroundColor);
    expect(style(on, '::after').backgroundColor).not.toBe(style(off, '::after').backgroundColor);
    // The thumb stands out from its track either way.
    expect(style(off, '::after').backgroundColor).not.toBe(style(off).backgroundColor);
    expect(style(on, '::after').backgroundColor).not.toBe(style(on).backgroundColor);
    expect(style(disabled).borderTopColor).not.toBe(style(off).borderTopColor);
  });

  test('a button keeps its edge; pressed and disabled look apart from rest', () => {
    render(
      <>
        <Button>Rest</Button>
        <Button active>Pressed</Button>
        <Button href="/x" disabled>
          Disabled link
        </Button>
      </>,
    );
    const [rest, pressed, disabled] = [...document.querySelectorAll('button, a')];
    expect(edge(rest)).toBe('solid 1px');
    expect(style(pressed).backgroundColor).not.toBe(style(rest).backgroundColor);
    expect(style(disabled).color).not.toBe(style(rest).color);
  });

  test('disabled controls are grey; the chosen tab keeps its bar', () => {
    render(
      <>
        <Checkbox label="Enabled" />
        <Checkbox label="Disabled" disabled />
        <RadioGroup
          label="Plan"
          options={[{ label: 'Starter' }, { label: 'Team', disabled: true }]}
        />
        <Tabs
          items={[
            { value: 'one', label: 'One', component: 'First' },
            { value: 'two', label: 'Two', component: 'Second' },
          ]}
        />
      </>,
    );
    const labels = [...document.querySelectorAll('[data-kind="checkbox"] label')];
    expect(style(labels[1]!).color).not.toBe(style(labels[0]!).color);
    const options = [...document.querySelectorAll('[role="radiogroup"] label')];
    expect(style(options[1]!).color).not.toBe(style(options[0]!).color);
    const [chosen, other] = [...document.querySelectorAll('[role="tab"]')];
    expect(style(chosen!, '::after').backgroundColor).not.toBe(
      style(other!, '::after').backgroundColor,
    );
  });

  test('a toast keeps its edge and a colour swatch its colour', () => {
    render(
      <>
        <Toast message="Saved." />
        <Hex value="#00C454" />
      </>,
    );
    expect(edge(document.querySelector('[data-tone]'))).toBe('solid 1px');
    expect(style(document.querySelector('[data-part="swatch"]')).backgroundColor).toBe(
      'rgb(0, 196, 84)',
    );
  });

  test('the current page of a navigation tree and of a collapsable menu stands out', () => {
    render(
      <>
        <Navigation
          currentPath="/guides/tokens"
          groups={[
            {
              label: 'Guides',
              items: [
                { label: 'Tokens', href: '/guides/tokens' },
                { label: 'Theming', href: '/guides/theming' },
              ],
            },
          ]}
        />
        <CollapsableMenu
          label="On this page"
          items={[
            { label: 'Usage', href: '#usage', current: true },
            { label: 'Props', href: '#props' },
          ]}
        />
      </>,
    );
    const link = (name: string) =>
      [...document.querySelectorAll('a')].find((anchor) => anchor.textContent === name);
    for (const [current, other] of [
      ['Tokens', 'Theming'],
      ['Usage', 'Props'],
    ] as const) {
      expect(link(current)).toHaveAttribute('aria-current', 'page');
      expect(style(link(current)).backgroundColor).not.toBe(style(link(other)).backgroundColor);
      expect(style(link(current)).color).not.toBe(style(link(other)).color);
    }
  });

  test('a status tag keeps its dot and a chosen image option its thicker frame', () => {
    render(
      <>
        <StatusTag tone="success">Stable</StatusTag>
        <RadioGroup
          label="Plan"
          defaultValue="Team"
          options={[
            { label: 'Starter', image: tile },
            { label: 'Team', image: tile },
          ]}
        />
      </>,
    );
    expect(edge(document.querySelector('[data-part="dot"]'))).toBe('solid 3px');
    const [starter, team] = ['Starter', 'Team'].map((name) =>
      document.querySelector(`input[value="${name}"]`)!.closest('label'),
    );
    expect(style(team).outlineStyle).toBe('solid');
    expect(style(starter).outlineStyle).toBe('none');
    expect(style(team).borderTopColor).not.toBe(style(starter).borderTopColor);
  });

  test("the option the arrows are on is outlined in a Select's list", async () => {
    render(
      <Select
        label="Fruit"
        options={[{ label: 'Apple' }, { label: 'Banana' }, { label: 'Cherry' }]}
      />,
    );
    document.querySelector<HTMLElement>('[role="combobox"]')!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => document.querySelector('[role="option"][data-active]')).not.toBe(null);
    const active = document.querySelector('[role="option"][data-active]');
    const inactive = document.querySelector('[role="option"]:not([data-active])');
    expect(style(active).outlineStyle).toBe('solid');
    expect(style(inactive).outlineStyle).toBe('none');
  });
});
