/**
 * The component contract (issue 12, STYLE.md "The component contract"), proven in Chromium for
 * every component the package exports. The list comes from the public entry itself, so a new
 * export is walked automatically: it fails here until it has minimal props in `cases` or a
 * reason in `exempt`.
 *
 * For each component, rendered once as given and once with the caller's extras:
 * - a `ref` reaches a DOM element: the root, or the native control of a form control;
 * - `className` and a `data-*` prop reach the root (a form control's native props, `data-*`
 *   included, go to its native input with the `ref`, as a form library's `register` expects);
 * - `style` merges: the caller's declaration applies, and the root keeps its own classes, its own
 *   inline declarations and its computed look;
 * - no console error or warning;
 * - every `data-state` in what it renders speaks the one vocabulary.
 */
import { act, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import * as Tessera from '../../src';
import {
  collectComponents,
  dataStateVocabulary,
  lookOf,
  nextFrames,
  type ComponentExport,
  type Look,
} from './contract';

type PropsOf<Name extends ComponentExport> = (typeof Tessera)[Name] extends (
  props: infer Props,
) => unknown
  ? Omit<Props, 'ref' | 'className' | 'style'>
  : never;

interface ContractCase<Name extends ComponentExport> {
  /** The fewest props that render the component without a warning. */
  props: PropsOf<Name>;
  /**
   * Where the `ref` lands: `'root'`, or a selector the element must match inside the root (the
   * native control of a form control).
   * @default 'root'
   */
  ref?: 'root' | string;
  /**
   * Where native props such as `data-*` land: the root, or the element the `ref` reaches.
   * @default 'root'
   */
  nativeProps?: 'root' | 'ref';
  /**
   * How to find the root: the first element rendered in place, or the element the `ref` reaches
   * (a component that portals its whole body, such as an open Modal).
   * @default 'in-place'
   */
  root?: 'in-place' | 'ref';
}

type ContractCases = { [Name in ComponentExport]?: ContractCase<Name> };

const image =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="teal"/></svg>',
  );
const navigationGroups = [
  {
    label: 'Components',
    items: [
      { label: 'Accordion', href: '/components/accordion' },
      { label: 'Alert', href: '/components/alert' },
    ],
  },
];
const tocItems = [{ label: 'Usage', href: '#usage' }];
const tableProps: Tessera.TableProps<{ name: string }> = {
  caption: 'Sizes',
  columns: [{ key: 'name', header: 'Name' }],
  rows: [{ name: 'Small' }],
};
const menuOptions = [{ label: 'Rename' }, { label: 'Delete', tone: 'danger' as const }];

/** Minimal valid props of every component that has a root. Icons share `iconCase`. */
const cases: ContractCases = {
  Button: { props: { children: 'Save' } },
  IconButton: { props: { icon: <Tessera.PlusIcon />, 'aria-label': 'Add' } },
  Typography: { props: { children: 'Text' } },
  Accordion: { props: { items: [{ value: 'one', title: 'One', content: 'First' }] } },
  Alert: { props: { children: 'Saved.' } },
  Avatar: { props: { name: 'Ada Lovelace' } },
  AvatarGroup: { props: { members: [{ name: 'Ada Lovelace' }, { name: 'Alan Turing' }] } },
  Blockquote: { props: { children: 'Simplicity is prerequisite for reliability.' } },
  Code: { props: { children: 'npm start' } },
  CodeBlock: { props: { children: 'const answer = 42;' } },
  CopyButton: { props: { text: 'npm start' } },
  Image: { props: { src: image, alt: 'A teal rectangle', width: 40, height: 30 } },
  Hex: { props: { value: '#2f6fed' } },
  Card: { props: { title: 'Card' } },
  IconGallery: { props: {} },
  Skeleton: { props: {} },
  Tag: { props: { children: 'Beta' } },
  StatusTag: { props: { children: 'Stable' } },
  List: { props: { items: ['One', 'Two'] } },
  // A generic component: its props are checked for a row type, then widened to any row.
  Table: { props: tableProps as PropsOf<'Table'> },
  VisuallyHidden: { props: { children: 'Hidden text' } },
  Panel: { props: { children: 'Panel content' } },
  Breadcrumbs: { props: { items: [{ label: 'Home', href: '/' }, { label: 'Page' }] } },
  Footer: { props: {} },
  Group: { props: { children: 'Group content' } },
  Article: { props: { children: 'Article body' } },
  CollapsableMenu: { props: { label: 'More', items: [{ label: 'Home', href: '/' }] } },
  KebabMenu: { props: { 'aria-label': 'Actions', options: menuOptions } },
  PopoutMenu: { props: { label: 'Actions', options: menuOptions } },
  Modal: { props: { defaultOpen: true, header: 'Dialog', children: 'Body' }, root: 'ref' },
  Select: {
    props: { 'aria-label': 'Size', options: [{ label: 'Small' }, { label: 'Large' }] },
    ref: 'button',
  },
  Tabs: {
    props: {
      'aria-label': 'Sections',
      items: [
        { value: 'one', label: 'One', component: 'First' },
        { value: 'two', label: 'Two', component: 'Second' },
      ],
    },
  },
  Toast: { props: { message: 'Saved.' } },
  UserFeedback: { props: {} },
  TableOfContents: { props: { items: tocItems } },
  OnThisPage: { props: { items: tocItems } },
  ParameterTable: { props: { entries: [{ name: 'size', type: 'number' }] } },
  Navigation: { props: { groups: navigationGroups, currentPath: '/components/alert' } },
  MobileNavigation: { props: { groups: navigationGroups, currentPath: '/components/alert' } },
  DocsLayout: {
    props: { groups: navigationGroups, currentPath: '/components/alert', children: 'Page' },
  },
  BasicLayout: { props: { side: 'Side', children: 'Page' } },
  InnerLayout: { props: { children: 'Page' } },
  Field: { props: { label: 'Name' }, ref: 'input', nativeProps: 'ref' },
  Checkbox: { props: { label: 'Agree' }, ref: 'input', nativeProps: 'ref' },
  Switch: { props: { label: 'Notifications' }, ref: 'input', nativeProps: 'ref' },
  RadioGroup: {
    props: { label: 'Size', options: [{ label: 'Small' }, { label: 'Large' }] },
    ref: 'input',
  },
  Form: { props: { schema: { name: { type: 'text', label: 'Name' } } } },
  FileUpload: { props: { 'aria-label': 'Files' } },
  MediaUpload: { props: { 'aria-label': 'Images' } },
};

/** Every icon: an `svg` that takes the props of an `svg`. */
const iconCase: ContractCase<'CheckIcon'> = { props: {} };

/**
 * Exports that are components but have no root of their own to take a `ref` and native props.
 * Each says so in its JSDoc.
 */
const exempt: Record<string, string> = {
  ThemeProvider: 'a provider: it hands the theme to its children',
  GlobalStyles: 'renders global style rules, no element',
  ToastProvider: 'a provider: it hands a toast queue to its children (its viewport is portalled)',
  Portal: 'renders its children into another container; it adds no element a caller styles',
  Tooltip: 'lends its trigger props to its child element; a `ref` on the child reaches the child',
  'Menu.Item': 'a declaration read by PopoutMenu and KebabMenu; renders nothing itself',
  'Menu.Submenu': 'a declaration read by PopoutMenu and KebabMenu; renders nothing itself',
  MenuItem: 'Menu.Item by the name a Server Component imports; renders nothing itself',
  MenuSubmenu: 'Menu.Submenu by the name a Server Component imports; renders nothing itself',
};

const caseOf = (name: string): ContractCase<ComponentExport> | undefined =>
  (cases as Record<string, ContractCase<ComponentExport>>)[name] ??
  (name.endsWith('Icon') ? (iconCase as ContractCase<ComponentExport>) : undefined);

const probe = {
  className: 'contract-probe',
  dataName: 'data-contract-probe',
  dataValue: 'yes',
  // Nothing in Tessera draws a dotted outline, so the declaration can only come from the caller.
  style: { outline: '3px dotted rgb(1, 2, 3)' },
} as const;

// React warns about `act` outside a test environment; this is one.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const components = collectComponents(Tessera);
const consoleCalls: string[] = [];
let reactRoot: Root | undefined;
let host: HTMLElement | undefined;

async function render(node: ReactNode) {
  host = document.createElement('div');
  host.style.width = '900px';
  document.body.append(host);
  reactRoot = createRoot(host);
  await act(async () =>
    reactRoot!.render(
      <Tessera.ThemeProvider>
        <div data-contract-slot="">{node}</div>
      </Tessera.ThemeProvider>,
    ),
  );
  // Effects that measure or load in the next frames have run before anything is read.
  await act(() => nextFrames(2));
}

async function unmount() {
  await act(async () => reactRoot?.unmount());
  host?.remove();
  reactRoot = undefined;
  host = undefined;
}

function rootOf(
  contractCase: ContractCase<ComponentExport>,
  refElement: Element | null,
): Element | null {
  if (contractCase.root === 'ref') return refElement;
  return host?.querySelector('[data-contract-slot]')?.firstElementChild ?? null;
}

beforeEach(() => {
  consoleCalls.length = 0;
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleCalls.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(async () => {
  await unmount();
  vi.restoreAllMocks();
});

describe('the list of components', () => {
  test('comes from the public entry and includes the known components', () => {
    expect(components).toEqual(
      expect.arrayContaining(['Button', 'Field', 'Modal', 'CheckIcon', 'Menu.Item']),
    );
  });

  test('every component is either walked or exempt with a reason', () => {
    const uncovered = components.filter((name) => !caseOf(name) && !exempt[name]);
    expect(uncovered, 'components with neither contract props nor an exemption').toEqual([]);
  });

  test('no component is both walked and exempt, and no entry names a missing export', () => {
    const named = [...Object.keys(cases), ...Object.keys(exempt)];
    expect(named.filter((name) => !components.includes(name))).toEqual([]);
    expect(Object.keys(cases).filter((name) => name in exempt)).toEqual([]);
  });
});

describe.each(components.filter((name) => caseOf(name)))('%s', (name) => {
  const Component = (Tessera as unknown as Record<string, ComponentType<Record<string, unknown>>>)[
    name
  ]!;
  const contractCase = caseOf(name)!;
  const props = contractCase.props as Record<string, unknown>;

  test('keeps the contract: ref, className, data-*, style, quiet console, data-state', async () => {
    // As the component looks on its own.
    let plainRef: Element | null = null;
    await render(
      <Component {...props} ref={(element: Element | null) => void (plainRef = element)} />,
    );
    const plainRoot = rootOf(contractCase, plainRef);
    expect(plainRoot, 'the component renders a root element').toBeInstanceOf(Element);
    const plain: Look = lookOf(plainRoot!);
    await unmount();

    // With the caller's ref, class, data attribute and style.
    const ref: { current: Element | null } = { current: null };
    await render(
      <Component
        {...props}
        ref={ref}
        className={probe.className}
        style={probe.style}
        {...{ [probe.dataName]: probe.dataValue }}
      />,
    );
    const root = rootOf(contractCase, ref.current);

    // A ref reaches a DOM element: the root, or the named native control inside it.
    expect(ref.current, 'the ref reaches a DOM element').toBeInstanceOf(Element);
    expect(ref.current!.isConnected).toBe(true);
    const expectedRef = contractCase.ref ?? 'root';
    if (expectedRef === 'root') expect(ref.current, 'the ref reaches the root').toBe(root);
    else {
      expect(ref.current!.matches(expectedRef), `the ref reaches a ${expectedRef}`).toBe(true);
      expect(root!.contains(ref.current), 'the ref reaches an element inside the root').toBe(true);
    }

    // className and data-* reach the root (native props of a form control: its native input).
    expect(root!.classList.contains(probe.className), 'className reaches the root').toBe(true);
    const nativeTarget = contractCase.nativeProps === 'ref' ? ref.current! : root!;
    expect(nativeTarget.getAttribute(probe.dataName), 'data-* reaches its element').toBe(
      probe.dataValue,
    );

    // style merges: the caller's declaration applies and the root keeps its own look.
    const look = lookOf(root!);
    expect(getComputedStyle(root!).outlineStyle, "the caller's style applies").toBe('dotted');
    expect(look.classes, 'the root keeps its own classes').toEqual(
      expect.arrayContaining(plain.classes),
    );
    expect(look.inline, 'the root keeps its own inline styles').toMatchObject(plain.inline);
    expect(look.computed, 'the root keeps its computed look').toEqual(plain.computed);

    // One data-state vocabulary on everything it rendered.
    const rendered = [root!, ...root!.querySelectorAll('[data-state]')];
    const states = rendered
      .filter((element) => element.hasAttribute('data-state'))
      .map((element) => element.getAttribute('data-state'));
    expect(
      states.filter((state) => !dataStateVocabulary.includes(state!)),
      `data-state values outside ${dataStateVocabulary.join('|')}`,
    ).toEqual([]);

    expect(consoleCalls, 'no console error or warning').toEqual([]);
  });
});
