import { describe, expect, it } from 'vitest';
import { exampleCodes } from './exampleCode';

const file = 'Example.stories.tsx';

describe('exampleCodes', () => {
  it('cuts the element an arrow render returns, as written, without its parentheses', () => {
    const source = [
      "import { Typography } from '../Typography';",
      'export const Headings: Story = {',
      '  render: () => (',
      '    <div>',
      '      <Typography variant="h1">Heading one · ’</Typography>',
      '    </div>',
      '  ),',
      '  play: async ({ canvas }) => {',
      '    await expect(canvas.getByRole("heading")).toBeVisible();',
      '  },',
      '};',
    ].join('\n');
    expect(exampleCodes(file, source)).toEqual([
      ['Headings', '<div>\n  <Typography variant="h1">Heading one · ’</Typography>\n</div>'],
    ]);
  });

  it('keeps a named render function whole, hooks and all', () => {
    const source = [
      'export const Controlled = {',
      '  render: function Controlled() {',
      '    const [on, setOn] = useState(false);',
      '    return <Switch checked={on} onCheckedChange={setOn} label="Wi-Fi" />;',
      '  },',
      '} satisfies Story;',
    ].join('\n');
    expect(exampleCodes(file, source)).toEqual([
      [
        'Controlled',
        [
          'function Controlled() {',
          '  const [on, setOn] = useState(false);',
          '  return <Switch checked={on} onCheckedChange={setOn} label="Wi-Fi" />;',
          '}',
        ].join('\n'),
      ],
    ]);
  });

  it('gives the meta’s render to the stories without one of their own', () => {
    const source = [
      'const meta = {',
      '  component: MenuSubmenu,',
      '  render: () => <PopoutMenu label="File" options={options} />,',
      '} satisfies Meta<typeof MenuSubmenu>;',
      'export default meta;',
      'export const Open: Story = { play: async () => {} };',
      'export const Own: Story = { render: () => <Menu.Item>Rename</Menu.Item> };',
      'export const WithArgs: Story = { render: (args) => <MenuSubmenu {...args} /> };',
    ].join('\n');
    expect(exampleCodes(file, source)).toEqual([
      ['Open', '<PopoutMenu label="File" options={options} />'],
      ['Own', '<Menu.Item>Rename</Menu.Item>'],
    ]);
  });

  it('writes a story rendered from its args as the meta’s component, for the Markdown pages', () => {
    const source = [
      'const meta = {',
      '  component: Button,',
      "  args: { onClick: fn(), children: 'Save', tone: 'info' },",
      '} satisfies Meta<typeof Button>;',
      'export default meta;',
      "export const Link: Story = { args: { href: '#guide', arrow: true, tone: undefined } };",
      'export const Listed: Story = {',
      '  args: {',
      '    // A note for the stories file.',
      '    items: [',
      "      { label: 'Docs', href: '/' },",
      "      { label: 'Components', href: '/components' },",
      '    ],',
      "    href: 'https://www.npmjs.com/',",
      '  },',
      '};',
      'export const Spread: Story = { args: { ...common } };',
    ].join('\n');
    expect(exampleCodes(file, source)).toEqual([]);
    expect(exampleCodes(file, source, { fromArgs: true })).toEqual([
      ['Link', '<Button onClick={() => {}} href="#guide" arrow>Save</Button>'],
      [
        'Listed',
        [
          '<Button',
          '  onClick={() => {}}',
          '  tone="info"',
          '  items={[',
          "    { label: 'Docs', href: '/' },",
          "    { label: 'Components', href: '/components' },",
          '  ]}',
          '  href="https://www.npmjs.com/"',
          '>',
          '  Save',
          '</Button>',
        ].join('\n'),
      ],
    ]);
  });

  it('writes the args into a render that passes them on as a spread', () => {
    const source = [
      'const meta = {',
      '  component: Skeleton,',
      '  render: (args) => (',
      '    <div style={{ width: 360 }}>',
      '      <Skeleton {...args} />',
      '    </div>',
      '  ),',
      '} satisfies Meta<typeof Skeleton>;',
      'export default meta;',
      "export const Circle: Story = { args: { shape: 'circle', width: 48 } };",
      'export const Own: Story = {',
      '  args: { lines: 2 },',
      '  render: (args) => <Skeleton {...args} label={args.lines} />,',
      '};',
    ].join('\n');
    expect(exampleCodes(file, source, { fromArgs: true })).toEqual([
      ['Circle', '<div style={{ width: 360 }}>\n  <Skeleton shape="circle" width={48} />\n</div>'],
    ]);
  });

  it('leaves args stories and stories without a render to Storybook', () => {
    const source = [
      'export default { component: Button } satisfies Meta<typeof Button>;',
      "export const Primary: Story = { args: { children: 'Save' } };",
      'export const Wide: Story = { render: (args) => <Button {...args} /> };',
      'export const sizes = [1, 2];',
    ].join('\n');
    expect(exampleCodes(file, source)).toEqual([]);
  });

  it('reads nothing from a file it cannot parse', () => {
    expect(exampleCodes(file, 'export const A = { render: () => <div> };')).toEqual([]);
  });
});
