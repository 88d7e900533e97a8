import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StatusTag } from '../StatusTag';
import { Table, type TableColumn } from './Table';
import { centreX, rightToLeft } from '../../../stories/support/rightToLeft';

type Release = {
  version: string;
  date: string;
  components: number;
  status: 'Stable' | 'Beta';
};

const rows: Release[] = [
  { version: '0.4.1', date: '2026-11-20', components: 45, status: 'Stable' },
  { version: '0.4.0', date: '2026-10-02', components: 41, status: 'Stable' },
  { version: '0.3.0', date: '2026-08-14', components: 30, status: 'Beta' },
  { version: '0.2.0', date: '2026-06-01', components: 18, status: 'Beta' },
];

const columns: TableColumn<Release>[] = [
  { key: 'version', header: 'Version' },
  { key: 'date', header: 'Released' },
  { key: 'components', header: 'Components', align: 'end' },
  {
    key: 'status',
    header: 'Status',
    render: (row) => (
      <StatusTag tone={row.status === 'Stable' ? 'success' : 'warning'}>{row.status}</StatusTag>
    ),
  },
];

const meta = {
  title: 'Components/Table',
  component: Table,
  args: { columns, rows, caption: 'Releases', rowKey: 'version' },
} satisfies Meta<typeof Table<Release>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Releases' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByRole('cell', { name: '45' })).toHaveAttribute('data-align', 'end');
  },
};

export const Zebra: Story = { args: { zebra: true } };

export const Compact: Story = {
  args: { compact: true, zebra: true },
  parameters: { docsExample: { args: { caption: 'Releases, compact' } } },
};

export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Releases' })).toBeVisible();
  },
};

/** On a narrow screen the table scrolls sideways inside its frame, never the page. */
export const NarrowScreen: Story = {
  parameters: { docsExample: { args: { caption: 'Releases, narrow screen' } } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Releases' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      window.innerWidth,
    );
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  args: { zebra: true },
};

const hebrewHeaders: Record<keyof Release, string> = {
  version: 'גרסה',
  date: 'תאריך',
  components: 'רכיבים',
  status: 'מצב',
};

/** In right-to-left text the first column is on the right and numbers line up on the left. */
export const RightToLeft: Story = {
  ...rightToLeft,
  render: () => (
    <Table
      caption="גרסאות"
      rowKey="version"
      rows={rows}
      columns={columns.map((column) => ({ ...column, header: hebrewHeaders[column.key] }))}
    />
  ),
  play: async ({ canvas }) => {
    const [version, , components] = canvas.getAllByRole('columnheader');
    await expect(centreX(version!)).toBeGreaterThan(centreX(components!));
    const cell = canvas.getByRole('cell', { name: '45' });
    await expect(getComputedStyle(cell).textAlign).toBe('end');
    const text = document.createRange();
    text.selectNodeContents(cell);
    await expect(
      text.getBoundingClientRect().left - cell.getBoundingClientRect().left,
    ).toBeLessThan(24);
  },
};
