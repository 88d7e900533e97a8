/** @jsxImportSource @emotion/react */
/**
 * A page that uses every component of the package, written as an application would: imports
 * from the package name only, and `.js` extensions on relative imports (module: nodenext).
 * The server renders it to HTML, the browser hydrates that HTML, under a Content Security Policy
 * that allows only the styles carrying the page's nonce (`server.tsx`, `client.tsx`).
 */
import { useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';
import {
  Accordion,
  Alert,
  Article,
  Avatar,
  AvatarGroup,
  BasicLayout,
  Blockquote,
  Breadcrumbs,
  Button,
  Card,
  Checkbox,
  Code,
  CodeBlock,
  CollapsableMenu,
  CopyButton,
  DocsLayout,
  FileUpload,
  Field,
  Footer,
  Form,
  Group,
  Hex,
  IconGallery,
  Image,
  InnerLayout,
  IconButton,
  KebabMenu,
  Menu,
  List,
  MediaUpload,
  MobileNavigation,
  Modal,
  Navigation,
  OnThisPage,
  Panel,
  ParameterTable,
  PopoutMenu,
  Portal,
  RadioGroup,
  Select,
  Skeleton,
  StatusTag,
  Switch,
  Table,
  TableOfContents,
  Tabs,
  Tag,
  ThemeProvider,
  Toast,
  ToastProvider,
  type ToastQueue,
  Tooltip,
  Typography,
  UserFeedback,
  VisuallyHidden,
  CheckIcon,
  type FormSchema,
  type NavigationGroup,
  type TableColumn,
  type TocItem,
} from '@tessera/react';

// A 1×1 transparent GIF: pictures that need no network, so the page logs nothing.
const pixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const groups: NavigationGroup[] = [
  {
    label: 'Components',
    tag: 'v1',
    items: [
      { label: 'Button', href: '/components/button' },
      {
        label: 'Card',
        href: '/components/card',
        items: [{ label: 'Usage', href: '/components/card/usage' }],
      },
    ],
  },
];

const toc: TocItem[] = [
  { label: 'Overview', href: '#overview' },
  { label: 'Usage', href: '#usage', items: [{ label: 'Props', href: '#props' }] },
];

interface Row {
  name: string;
  size: number;
}
const columns: TableColumn<Row>[] = [
  { key: 'name', header: 'Name' },
  { key: 'size', header: 'Size', align: 'right' },
];

const schema: FormSchema = {
  email: { type: 'email', label: 'Email', required: true },
  plan: { type: 'select', label: 'Plan', options: [{ label: 'Free' }, { label: 'Team' }] },
  terms: { type: 'checkbox', label: 'I agree' },
};

/** Marks the document once React has hydrated, so the test knows when to look. */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * The app's own element, drawn from Tessera's theme through Emotion's theme context (typed by
 * `emotion.d.ts`, as the README shows), styled as an app under that policy styles its own.
 */
function Tagline() {
  const theme = useTheme();
  return (
    <p data-app-tagline css={{ color: theme.colors.textMuted, marginBlock: theme.space[2] }}>
      Drawn with the theme's tokens
    </p>
  );
}

export function Page({ toastQueue }: { toastQueue: ToastQueue }) {
  const [isModalOpen, setModalOpen] = useState(true);
  return (
    <ThemeProvider colorScheme="system">
      <ToastProvider queue={toastQueue}>
        <DocsLayout groups={groups} currentPath="/components/button" brand="Tessera">
          <Typography variant="title" as="h1">
            Every component
          </Typography>
          <Tagline />
          <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Components' }]} />
          <Button onClick={() => setModalOpen(true)}>Open dialog</Button>
          <Accordion
            items={[
              { value: 'first', title: 'First', content: 'One' },
              { value: 'second', title: 'Second', content: 'Two' },
            ]}
          />
          <Alert tone="warning">Careful</Alert>
          <Avatar name="Ada Lovelace" src={pixel} />
          <AvatarGroup members={[{ name: 'Ada Lovelace' }, { name: 'Grace Hopper' }]} />
          <Blockquote>Simple things should be simple.</Blockquote>
          <p>
            Inline <Code>code</Code> in a paragraph.
          </p>
          <CodeBlock language="tsx" code={'const answer = 42;\n'} title="answer.tsx" copyable />
          <CopyButton text="npm install @tessera/react" />
          <Image src={pixel} alt="A pixel" width={40} height={40} />
          <Image src={pixel} alt="A pixel of unknown size" />
          <Hex value="#3355ff" />
          <Card title="A card">Content</Card>
          <Skeleton lines={2} />
          <Skeleton shape="circle" width={48} />
          <Tag>New</Tag>
          <StatusTag tone="success">Live</StatusTag>
          <List items={['One', 'Two']} />
          <Table<Row> columns={columns} rows={[{ name: 'a.txt', size: 3 }]} caption="Files" />
          <VisuallyHidden>Only for screen readers</VisuallyHidden>
          <Panel>A panel</Panel>
          <Group>
            <Tag>A</Tag>
            <Tag>B</Tag>
          </Group>
          <Article>
            <p>An article.</p>
          </Article>
          <IconGallery />
          <CheckIcon />
          <CollapsableMenu label="More links" items={[{ label: 'Docs', href: '/docs' }]} />
          <KebabMenu
            aria-label="Actions"
            options={[{ label: 'Rename' }, { label: 'Delete', tone: 'danger' }]}
          />
          <IconButton aria-label="Mark done" icon={<CheckIcon />} />
          {/* A menu declared as JSX: Menu.Item and Menu.Submenu read into the same entries. */}
          <KebabMenu aria-label="More actions">
            <Menu.Item>Rename</Menu.Item>
            <Menu.Submenu label="Move to">
              <Menu.Item>Archive</Menu.Item>
            </Menu.Submenu>
          </KebabMenu>
          {/* Submenu renders as a nested entry of a menu, never on its own. */}
          <PopoutMenu
            label="Menu"
            options={[{ label: 'Copy' }, { label: 'Share', options: [{ label: 'Email' }] }]}
          />
          <Select
            aria-label="Fruit"
            options={[{ label: 'Apple' }, { label: 'Pear', selected: true }]}
          />
          <Select
            aria-label="Priority"
            options={[
              { label: 'Normal' },
              { label: 'Urgent', tone: 'danger', icon: <CheckIcon />, selected: true },
            ]}
          />
          <Tabs
            items={[
              { value: 'one', label: 'One', component: <p>First tab</p> },
              { value: 'two', label: 'Two', component: <p>Second tab</p> },
            ]}
          />
          <Tooltip content="More about this" defaultOpen>
            <Button>Hover me</Button>
          </Tooltip>
          <Toast message="Saved" />
          <UserFeedback delay={0} />
          <TableOfContents items={toc} />
          <OnThisPage items={toc} />
          <ParameterTable
            entries={[
              { name: 'size', type: "'sm' | 'md'", defaultValue: "'md'", comment: 'How big' },
            ]}
          />
          <Navigation groups={groups} currentPath="/components/button" />
          <MobileNavigation groups={groups} currentPath="/components/button" />
          <BasicLayout side={<p>Side</p>}>
            <p>Basic layout</p>
          </BasicLayout>
          <InnerLayout>
            <p>Inner layout</p>
          </InnerLayout>
          <Field label="Email" type="email" name="email" />
          <Field label="Phone" type="tel" name="phone" />
          <Field label="Message" type="textarea" rows={4} name="message" />
          <Checkbox label="Subscribe" />
          <Switch label="Notifications" />
          <RadioGroup label="Size" options={[{ label: 'Small' }, { label: 'Large' }]} />
          <Form schema={schema} aria-label="Sign up" />
          <FileUpload name="attachment" />
          <MediaUpload name="pictures" />
          <Portal>
            <p>Portalled text</p>
          </Portal>
          <Footer productName="Tessera" version="1.0.0" links={[{ label: 'Home', href: '/' }]} />
          <Modal
            open={isModalOpen}
            onClose={() => setModalOpen(false)}
            header="A dialog"
            aria-label="A dialog"
          >
            <p>Dialog content</p>
          </Modal>
        </DocsLayout>
      </ToastProvider>
      <Hydrated />
    </ThemeProvider>
  );
}
