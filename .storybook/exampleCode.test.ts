import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleCodePlugin, exampleCodes } from './exampleCode';

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
      // A read of one arg is its value.
      ['Own', '<Skeleton lines={2} label={2} />'],
    ]);
  });

  it('writes a render with state as a component: its parameter and the spies it calls left out', () => {
    const source = [
      'const meta = {',
      '  component: Alert,',
      "  args: { tone: 'success', children: 'Saved.', onDismiss: fn() },",
      '} satisfies Meta<typeof Alert>;',
      'export default meta;',
      'export const Returned: Story = {',
      '  render: function ReturnedStory(args) {',
      '    const [open] = useState(false);',
      '    return <Alert {...args} title="A title long enough to set each prop on a line" />;',
      '  },',
      '};',
      'export const Dismissible: Story = {',
      '  render: function DismissibleStory(args) {',
      '    const [visible, setVisible] = useState(true);',
      '    return visible ? (',
      '      <Alert',
      '        {...args}',
      '        title={args.tone}',
      '        onDismiss={() => {',
      '          args.onDismiss?.();',
      '          setVisible(false);',
      '        }}',
      '      />',
      '    ) : (',
      '      <p>Dismissed</p>',
      '    );',
      '  },',
      '};',
      // The spy outside the element, called as a statement.
      'export const Logged: Story = {',
      '  render: function LoggedStory(args) {',
      '    const close = () => {',
      '      args.onDismiss();',
      '    };',
      '    return <Alert onDismiss={close}>{args.tone}</Alert>;',
      '  },',
      '};',
    ].join('\n');
    expect(exampleCodes(file, source, { fromArgs: true })).toEqual([
      [
        'Returned',
        [
          'function ReturnedStory() {',
          '  const [open] = useState(false);',
          '  return (',
          '    <Alert',
          '      tone="success"',
          '      onDismiss={() => {}}',
          '      title="A title long enough to set each prop on a line"',
          '    >',
          '      Saved.',
          '    </Alert>',
          '  );',
          '}',
        ].join('\n'),
      ],
      [
        'Dismissible',
        [
          'function DismissibleStory() {',
          '  const [visible, setVisible] = useState(true);',
          '  return visible ? (',
          '    <Alert',
          '      tone="success"',
          "      title={'success'}",
          '      onDismiss={() => {',
          '        setVisible(false);',
          '      }}',
          '    >',
          '      Saved.',
          '    </Alert>',
          '  ) : (',
          '    <p>Dismissed</p>',
          '  );',
          '}',
        ].join('\n'),
      ],
      [
        'Logged',
        [
          'function LoggedStory() {',
          '  const close = () => {',
          '  };',
          "  return <Alert onDismiss={close}>{'success'}</Alert>;",
          '}',
        ].join('\n'),
      ],
    ]);
  });

  it('writes the args where a spread sits among other props, less the props set after it', () => {
    const source = [
      'const meta = {',
      '  component: Alert,',
      "  args: { tone: 'info', title: 'Saved', onDismiss: fn(), children: 'Done.' },",
      '} satisfies Meta<typeof Alert>;',
      'export default meta;',
      'export const AllTones: Story = {',
      '  render: (args) => (',
      '    <div>',
      '      {tones.map((tone) => (',
      '        <Alert key={tone} {...args} tone={tone}>',
      '          A message in the {tone} tone.',
      '        </Alert>',
      '      ))}',
      '      <Alert {...args} title="Alone" />',
      '    </div>',
      '  ),',
      '};',
    ].join('\n');
    expect(exampleCodes(file, source, { fromArgs: true })).toEqual([
      [
        'AllTones',
        [
          '<div>',
          '  {tones.map((tone) => (',
          '    <Alert key={tone} title="Saved" onDismiss={() => {}} tone={tone}>',
          '      A message in the {tone} tone.',
          '    </Alert>',
          '  ))}',
          '  <Alert tone="info" onDismiss={() => {}} title="Alone">Done.</Alert>',
          '</div>',
        ].join('\n'),
      ],
    ]);
  });

  it('writes a spy deep in a declaration as a handler too', () => {
    const source = [
      "const options = [{ label: 'Rename', onClick: fn() }];",
      'const meta = { component: Menu } satisfies Meta<typeof Menu>;',
      'export default meta;',
      'export const Actions: Story = { render: () => <Menu options={options} /> };',
    ].join('\n');
    expect(exampleCodes(file, source)).toEqual([
      [
        'Actions',
        "const options = [{ label: 'Rename', onClick: () => {} }];\n\n<Menu options={options} />",
      ],
    ]);
  });

  it('writes no declaration the code only names as a prop, a member or a key', () => {
    const source = [
      'const footer = <p>Shared</p>;',
      'const title = "Unused";',
      'const meta = { component: Modal } satisfies Meta<typeof Modal>;',
      'export default meta;',
      'export const Own: Story = {',
      "  render: () => <Modal footer={<b>Own</b>} data={{ title: 'x' }} onClose={(e) => e.title} />,",
      '};',
    ].join('\n');
    expect(exampleCodes(file, source)).toEqual([
      ['Own', "<Modal footer={<b>Own</b>} data={{ title: 'x' }} onClose={(e) => e.title} />"],
    ]);
  });

  it('decides what a render reads of the story context as a docs page does', () => {
    const source = [
      'const meta = {',
      '  component: Menu,',
      "  args: { label: 'Actions', onOpenChange: fn(), children: (<p>Body</p>) },",
      '  render: ({ defaultOpen, ...args }, { viewMode }) => (',
      "    <Menu {...args} defaultOpen={viewMode === 'docs' ? undefined : defaultOpen} />",
      '  ),',
      '} satisfies Meta<typeof Menu>;',
      'export default meta;',
      'export const Closed: Story = {};',
      'export const Open: Story = { args: { defaultOpen: true } };',
      'export const Dialog: Story = {',
      "  args: { open: true, title: 'Publish?' },",
      '  render: function DialogStory(args, { viewMode }) {',
      "    const [open, setOpen] = useState(viewMode !== 'docs' && args.open);",
      '    return <Menu {...args} open={open} />;',
      '  },',
      '};',
    ].join('\n');
    expect(exampleCodes(file, source, { fromArgs: true })).toEqual([
      // On a docs page the menu starts closed, whatever the story sets.
      ['Closed', '<Menu label="Actions" onOpenChange={() => {}}><p>Body</p></Menu>'],
      ['Open', '<Menu label="Actions" onOpenChange={() => {}}><p>Body</p></Menu>'],
      [
        'Dialog',
        [
          'function DialogStory() {',
          '  const [open, setOpen] = useState(false);',
          '  return (',
          '    <Menu',
          '      label="Actions"',
          '      onOpenChange={() => {}}',
          '      title="Publish?"',
          '      open={open}',
          '    >',
          '      <p>Body</p>',
          '    </Menu>',
          '  );',
          '}',
        ].join('\n'),
      ],
    ]);
  });

  it('decides only what needs no coercion: strict comparisons, ?? as ?? and || as ||', () => {
    const source = [
      'const meta = { component: Menu } satisfies Meta<typeof Menu>;',
      'export default meta;',
      'export const Nullish: Story = {',
      "  args: { label: '' },",
      '  render: ({ open, label, ...args }) => (',
      "    <Menu {...args} open={open ?? false} label={label ?? 'Menu'} title={label || 'Menu'} />",
      '  ),',
      '};',
      'export const Loose: Story = {',
      "  render: (args, { viewMode }) => <Menu {...args} open={viewMode == 'docs'} />,",
      '};',
    ].join('\n');
    expect(exampleCodes(file, source, { fromArgs: true })).toEqual([
      ['Nullish', "<Menu open={false} label={''} title={'Menu'} />"],
    ]);
  });

  it('writes out no spread the args would override, a second spread, or args used otherwise', () => {
    const source = [
      'const meta = {',
      '  component: Alert,',
      "  args: { tone: 'info', children: 'Done.' },",
      '} satisfies Meta<typeof Alert>;',
      'export default meta;',
      'export const Before: Story = { render: (args) => <Alert tone="danger" {...args} /> };',
      'export const Two: Story = { render: (args) => <Alert {...common} {...args} /> };',
      // An arg the story does not set, a spy called inside an expression, a second parameter.
      'export const Unset: Story = {',
      '  render: (args) => <Alert {...args} title={args.title} />,',
      '};',
      'export const Called: Story = { args: { onDismiss: fn() }, render: (args) => <Alert {...args} onClick={() => args.onDismiss()} /> };',
      'export const Context: Story = { render: (args, { viewMode }) => <Alert {...args} title={viewMode} /> };',
      'export const Whole: Story = { render: (args) => <Alert {...args} data={args} /> };',
      'export const Inside: Story = {',
      '  render: (args) => <Alert {...args} action={<Button {...args} />} />,',
      '};',
    ].join('\n');
    expect(exampleCodes(file, source, { fromArgs: true })).toEqual([]);
  });

  it('writes the file’s own constants, types and components an example names above it, spies as handlers', () => {
    const source = [
      "import { Alert } from './Alert';",
      "type Tone = 'info' | 'danger';",
      "const tones: Tone[] = ['info', 'danger'];",
      "const options = ['unused'];",
      'const onSelect = fn();',
      'let warnSpy: unknown;',
      'function Labelled({ tone }: { tone: Tone }) {',
      '  return <Alert tone={tone}>{label(tone)}</Alert>;',
      '}',
      'const label = (tone: Tone) => tone.toUpperCase();',
      'const meta = { component: Alert } satisfies Meta<typeof Alert>;',
      'export default meta;',
      'export const AllTones: Story = {',
      '  render: () => (',
      '    <p title="options" onClick={onSelect}>',
      '      {tones.map((tone) => <Labelled tone={tone} />)}',
      '    </p>',
      '  ),',
      '};',
      'export const Plain: Story = { render: () => <Alert>meta</Alert> };',
    ].join('\n');
    expect(exampleCodes(file, source)).toEqual([
      [
        'AllTones',
        [
          "type Tone = 'info' | 'danger';",
          '',
          "const tones: Tone[] = ['info', 'danger'];",
          '',
          'const onSelect = () => {};',
          '',
          'function Labelled({ tone }: { tone: Tone }) {',
          '  return <Alert tone={tone}>{label(tone)}</Alert>;',
          '}',
          '',
          'const label = (tone: Tone) => tone.toUpperCase();',
          '',
          '<p title="options" onClick={onSelect}>',
          '  {tones.map((tone) => <Labelled tone={tone} />)}',
          '</p>',
        ].join('\n'),
      ],
      ['Plain', '<Alert>meta</Alert>'],
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

describe('exampleCodes with importsFrom', () => {
  const library = '/repo/src';
  const importsFrom = (module: string, name: string) =>
    module === 'react'
      ? 'react'
      : module.startsWith(`${library}/`) && name !== 'internalHelper'
        ? '@tessera/react'
        : undefined;
  const imports = [
    "import { useState } from 'react';",
    "import { expect, fn } from 'storybook/test';",
    "import { Alert as Notice, Button, internalHelper } from '../Alert';",
    "import type { StatusTone } from '../../theme';",
    "import { sampleImages } from '../../../stories/support/sampleImages';",
  ];
  const storiesFile = '/repo/src/components/Alert/Alert.stories.tsx';
  const codeOf = (story: string[]) =>
    exampleCodes(storiesFile, [...imports, ...story].join('\n'), { importsFrom });

  it('writes the imports of the names the code uses, from the packages a reader installs', () => {
    const render = [
      'function Example() {',
      '  const [open, setOpen] = useState(true);',
      '  return <Notice tone={tones[0]} onDismiss={() => setOpen(false)}>Saved {open}</Notice>;',
      '}',
    ];
    expect(
      codeOf([
        "const tones: StatusTone[] = ['info'];",
        'export const Stateful = {',
        `  render: ${render.join('\n  ')},`,
        '};',
      ]),
    ).toEqual([
      [
        'Stateful',
        [
          "import { useState } from 'react';",
          "import { Alert as Notice, type StatusTone } from '@tessera/react';",
          '',
          "const tones: StatusTone[] = ['info'];",
          '',
          ...render,
        ].join('\n'),
      ],
    ]);
  });

  it("names what the code uses from the docs' own modules instead of importing it", () => {
    const code = '<Button onClick={internalHelper}>{sampleImages.length} Button</Button>';
    expect(
      codeOf([
        `export const Helpers = { render: () => ${code} };`,
        'export const Words = { render: () => <p>expect fn</p> };',
      ]),
    ).toEqual([
      [
        'Helpers',
        [
          "import { Button } from '@tessera/react';",
          '',
          "// From the docs' own code, not the package: internalHelper, sampleImages.",
          code,
        ].join('\n'),
      ],
      // Test helpers and names the code does not use are neither imported nor named.
      ['Words', '<p>expect fn</p>'],
    ]);
  });

  it('says what each of those names is, from the first sentence of its doc comment', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'example-code-'));
    try {
      writeFileSync(
        path.join(folder, 'fixtures.ts'),
        [
          '/** The module comment, which is not about any one export. */',
          "import { helper } from './helper';",
          '',
          '/**',
          ' * A picture of a harbour at dawn, drawn as an SVG file with the same bytes every time,',
          ' * so snapshots of it never change. Not a real photo.',
          ' */',
          'export function samplePhoto(name: string) {',
          '  return new File([helper], name);',
          '}',
          '',
          '/** Three colours. */ export const palette = [1, 2, 3];',
          'export const undocumented = 1;',
        ].join('\n'),
      );
      const stories = path.join(folder, 'Photo.stories.tsx');
      const source = [
        "import { Button } from '../Button';",
        "import { palette, samplePhoto, undocumented } from './fixtures';",
        'export const Photo = {',
        '  render: () => <Button title={samplePhoto(`${palette}${undocumented}`).name}>Go</Button>,',
        '};',
      ].join('\n');
      const fromLibrary = (module: string) =>
        module.endsWith('/Button') ? '@tessera/react' : undefined;
      expect(exampleCodes(stories, source, { importsFrom: fromLibrary })).toEqual([
        [
          'Photo',
          [
            "import { Button } from '@tessera/react';",
            '',
            "// From the docs' own code, not the package: palette, samplePhoto, undocumented.",
            '//   palette: Three colours.',
            '//   samplePhoto: A picture of a harbour at dawn, drawn as an SVG file with the same bytes every',
            '//     time, so snapshots of it never change.',
            '<Button title={samplePhoto(`${palette}${undocumented}`).name}>Go</Button>',
          ].join('\n'),
        ],
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('exampleCodePlugin', () => {
  const library = '/repo/src';
  const importsFrom = (module: string) =>
    module === 'react' ? 'react' : module.startsWith(`${library}/`) ? '@tessera/react' : undefined;
  const storiesFile = '/repo/src/components/Alert/Alert.stories.tsx';
  const source = [
    "import { fn } from 'storybook/test';",
    "import { Alert, AlertTitle } from '../Alert';",
    'export default { component: Alert };',
    "export const Primary = { args: { children: 'Saved', onDismiss: fn() } };",
    'export const Titled = { render: () => <Alert><AlertTitle>Saved</AlertTitle></Alert> };',
  ].join('\n');
  const transform = (id: string) => {
    const plugin = exampleCodePlugin({ importsFrom });
    const run = plugin.transform as (code: string, id: string) => { code: string } | undefined;
    return run.call({}, source, id);
  };
  const transformed = () => transform(storiesFile)?.code ?? '';

  it('gives a story that renders without args its code, with its imports', () => {
    const code =
      "import { Alert, AlertTitle } from '@tessera/react';\n\n<Alert><AlertTitle>Saved</AlertTitle></Alert>";
    expect(transformed()).toContain(`__tesseraExampleCode(Titled, ${JSON.stringify(code)});`);
  });

  it("gives an args story the file's imports a reader makes, for the JSX Storybook derives", () => {
    const code = transformed();
    expect(code).toContain('__tesseraExampleImports(Primary);');
    expect(code).not.toContain('__tesseraExampleImports(Titled)');
    expect(code).toContain(
      JSON.stringify([
        { name: 'Alert', local: 'Alert', from: '@tessera/react', typeOnly: false },
        { name: 'AlertTitle', local: 'AlertTitle', from: '@tessera/react', typeOnly: false },
      ]),
    );
    // The test helper is no import of a reader's.
    expect(code).not.toMatch(/"name":"fn"/);
  });

  it('leaves a file alone that is no stories file', () => {
    expect(transform('/repo/src/components/Alert/Alert.tsx')).toBeUndefined();
  });

  it('writes out an args story whose render keeps state, and leaves one that only wraps', () => {
    const stateful = [
      "import { useState } from 'react';",
      "import { fn } from 'storybook/test';",
      "import { Alert } from '../Alert';",
      "export default { component: Alert, args: { children: 'Saved', onDismiss: fn() } };",
      'export const Dismissible = {',
      '  render: function DismissibleStory(args) {',
      '    const [shown, setShown] = useState(true);',
      '    return shown ? <Alert {...args} onDismiss={() => setShown(false)} /> : null;',
      '  },',
      '};',
      'export const Wrapped = { render: (args) => <div><Alert {...args} /></div> };',
    ].join('\n');
    const plugin = exampleCodePlugin({ importsFrom });
    const run = plugin.transform as (code: string, id: string) => { code: string } | undefined;
    const code = run.call({}, stateful, storiesFile)?.code ?? '';
    const written = [
      "import { useState } from 'react';",
      "import { Alert } from '@tessera/react';",
      '',
      'function DismissibleStory() {',
      '  const [shown, setShown] = useState(true);',
      '  return shown ? <Alert onDismiss={() => setShown(false)}>Saved</Alert> : null;',
      '}',
    ].join('\n');
    expect(code).toContain(`__tesseraExampleCode(Dismissible, ${JSON.stringify(written)});`);
    // Storybook's JSX of a render that only wraps the args follows the controls.
    expect(code).toContain('__tesseraExampleImports(Wrapped);');
    expect(code).not.toContain('__tesseraExampleCode(Wrapped');
  });
});
