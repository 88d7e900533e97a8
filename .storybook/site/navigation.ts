/**
 * The navigation of the Tessera Docs site (SPEC §2), in the spec's order. The sidebar, the
 * routes, the license notice and the layout stories all read this one module.
 */
// Read by main.ts in plain Node, where the main entry's source cannot load (its modules import
// each other without extensions): `@tessera/react/navigation` is a module of its own.
import { countItems, type NavigationGroup } from '../../src/lib/navigation.js';

export const productName = 'Tessera';
export const versionLabel = '0.4.1';

/** Entries of the Components group that are open without a license, in the spec's order. */
const openComponents = ['Accordion', 'Alert', 'Avatar', 'Blockquote'];

/** Entries of the Components group that the license unlocks, in the spec's order. */
const licensedComponents = [
  'Breadcrumbs',
  'Button',
  'Card',
  'Checkbox',
  'Code',
  'CodeBlock',
  'CollapsableMenu',
  'Field',
  'Footer',
  'Hex',
  'Iconography',
  'Image',
  'KebabMenu',
  'List',
  'MediaUpload',
  'Modal',
  'Navigation',
  'MobileNavigation',
  'OnThisPage',
  'Panel',
  'ParameterTable',
  'PopoutMenu',
  'Portal',
  'Radio',
  'Select',
  'Skeleton',
  'StatusTag',
  'Submenu',
  'Table',
  'TableOfContents',
  'Tag',
  'Theme',
  'Toast',
  'Tooltip',
  'Typography',
  'UserFeedback',
  'VisuallyHidden',
];

const componentItem = (label: string, disabled: boolean) => ({
  label,
  href: `/components/${label.toLowerCase()}`,
  ...(disabled && { disabled: true }),
});

/**
 * The site's sidebar as navigation groups: Get Started, Components, Containers and Layout, each
 * with its pages; the licensed pages are disabled entries.
 */
export const navigation: NavigationGroup[] = [
  {
    label: 'Get Started',
    tag: versionLabel,
    items: [
      { label: 'Introduction', href: '/' },
      { label: 'Guides', href: '/guides' },
      { label: 'Licensing', href: '/licensing' },
    ],
  },
  {
    label: 'Components',
    items: [
      ...openComponents.map((label) => componentItem(label, false)),
      ...licensedComponents.map((label) => componentItem(label, true)),
    ],
  },
  {
    label: 'Containers',
    items: [
      { label: 'Group', href: '/layout/group', disabled: true },
      { label: 'Article', href: '/layout/article', disabled: true },
    ],
  },
];

/** N in the license notice: the number of entries in the Components group. */
export const componentCount = countItems(navigation[1]!);
