import { useTheme } from '../../theme/useTheme';
import {
  useEffect,
  useId,
  useMemo,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { writeClipboardText } from '../../lib/clipboard';
import { prefersReducedMotion } from '../../lib/media';
import { anchorUrl, idFromHash, propertyAnchorId } from '../../lib/propertyAnchors';
import { durations, sizes } from '../../tokens';
import { ChevronDownIcon, InfoIcon, LinkIcon } from '../Iconography/icons';
import { ToastProvider, useOptionalToast } from '../Toast/ToastProvider';
import { Tooltip } from '../Tooltip';
import {
  attributesStyles,
  commentStyles,
  copyLinkStyles,
  defaultStyles,
  entryStyles,
  exampleStyles,
  headerStyles,
  iconButtonStyles,
  listStyles,
  nameStyles,
  previewStyles,
  requiredStyles,
  sectionToggleStyles,
  typeStyles,
} from './ParameterTable.styles';

/** One sub-attribute of a property whose type is described attribute by attribute. */
export interface PropertyAttribute {
  name: string;
  description?: ReactNode;
}

/** A documented property entry (SPEC §3). */
export interface PropertyEntry {
  name: string;
  /** A type expression, or the list of the value's attributes. */
  type?: string | PropertyAttribute[];
  /** Nested properties, documented like their parent. */
  properties?: PropertyEntry[];
  defaultValue?: string;
  required?: boolean;
  /** What the property does. */
  comment?: ReactNode;
  /** A usage snippet, shown as code. */
  example?: string;
  /** A live rendering of the property's effect. */
  preview?: ReactNode;
  /** Extra information, shown in a tooltip on an info button. */
  more?: ReactNode;
}

/** The table's texts, for an app in another language. */
export interface ParameterTableLabels {
  /** The mark on a required entry. */
  required: string;
  /** Before an entry's default value. */
  defaultValue: string;
  /** An entry's copy-link button, from the entry's name. */
  copyLink: (name: string) => string;
  /** The toast after a link was copied. */
  linkCopied: string;
  /** The toast's title when the browser refuses the write. */
  linkCopyFailed: string;
  /** The toast's text when the browser refuses the write. */
  linkCopyFailedDetail: string;
  /** After that text, the link that could not be copied, for a copy by hand. */
  linkAddress: (url: string) => string;
  /** The name of an entry's example, from the entry's name. */
  example: (name: string) => string;
  /** The toggle of an entry's attributes, from their count. */
  attributes: (count: number) => string;
  /** The toggle of an entry's nested properties, from their count. */
  properties: (count: number) => string;
  /** The name of an entry's list of nested properties, from the entry's name. */
  propertiesOf: (name: string) => string;
  /** An entry's info button, from the entry's name. */
  moreAbout: (name: string) => string;
}

/** The table's English texts (SPEC §3 and §5 for the toasts). */
export const defaultParameterTableLabels: ParameterTableLabels = {
  required: 'Required',
  defaultValue: 'Default:',
  copyLink: (name) => `Copy link to ${name}`,
  linkCopied: 'Link copied to clipboard',
  linkCopyFailed: 'Could not copy link',
  linkCopyFailedDetail: 'This may be a limitation of your browser.',
  linkAddress: (url) => `The link: ${url}`,
  example: (name) => `Example for ${name}`,
  attributes: (count) => `Attributes (${count})`,
  properties: (count) => `Properties (${count})`,
  propertiesOf: (name) => `Properties of ${name}`,
  moreAbout: (name) => `More about ${name}`,
};

export interface ParameterTableProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  /** The documented properties, in the order to show them. */
  entries: readonly PropertyEntry[];
  /**
   * Space kept above an entry scrolled to from the URL hash, in px.
   * @default 128
   */
  offset?: number;
  /**
   * How long an entry the URL points at stays highlighted, in ms.
   * @default 2000
   */
  highlightDuration?: number;
  /**
   * Accessible name of the list.
   * @default 'Properties'
   */
  label?: string;
  /**
   * The address of the page that copied links point to, without its hash. Set it when the
   * table renders inside a frame whose own address is not the one readers share.
   * @default () => window.location.href
   */
  pageUrl?: () => string;
  /**
   * The table's texts; any left out stay English.
   * @default defaultParameterTableLabels
   */
  labels?: Partial<ParameterTableLabels>;
}

const currentPageUrl = () => window.location.href;

type SectionKey = `${string}:attributes` | `${string}:properties`;

interface IndexedEntry {
  id: string;
  /** Ids of the entries above it, outermost first. */
  ancestors: string[];
}

function indexEntries(
  entries: readonly PropertyEntry[],
  path: string[] = [],
  ancestors: string[] = [],
): IndexedEntry[] {
  return entries.flatMap((entry) => {
    const id = propertyAnchorId([...path, entry.name]);
    return [
      { id, ancestors },
      ...indexEntries(entry.properties ?? [], [...path, entry.name], [...ancestors, id]),
    ];
  });
}

/**
 * A property reference: each entry shows name, type, default and description, has its own
 * anchor and a button that copies a link to it.
 */
export function ParameterTable(props: ParameterTableProps) {
  const toast = useOptionalToast();
  // The copy feedback needs a toast queue: bring one when the page has none.
  if (!toast) {
    return (
      <ToastProvider>
        <ParameterTable {...props} />
      </ToastProvider>
    );
  }
  return <ParameterTableContent {...props} />;
}

function ParameterTableContent({
  entries,
  offset = sizes.scrollOffset,
  highlightDuration = durations.highlight,
  label = 'Properties',
  pageUrl = currentPageUrl,
  labels: givenLabels,
  ...rest
}: ParameterTableProps) {
  const theme = useTheme();
  const labels = useMemo(() => ({ ...defaultParameterTableLabels, ...givenLabels }), [givenLabels]);
  const index = useMemo(() => indexEntries(entries), [entries]);
  const [highlighted, setHighlighted] = useState<{ id: string; at: number } | null>(null);
  const [openSections, setOpenSections] = useState<ReadonlySet<SectionKey>>(() => new Set());

  useEffect(() => {
    let frame = 0;
    const showTarget = () => {
      const id = idFromHash(window.location.hash);
      const target = index.find((entry) => entry.id === id);
      if (!target) return;
      setOpenSections((open) => {
        const missing = target.ancestors.filter((ancestor) => !open.has(`${ancestor}:properties`));
        if (missing.length === 0) return open;
        return new Set([...open, ...missing.map((ancestor) => `${ancestor}:properties` as const)]);
      });
      setHighlighted({ id: target.id, at: performance.now() });
      // Scroll once the sections holding the entry have opened.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const element = document.getElementById(target.id);
        if (!element) return;
        const reduceMotion = prefersReducedMotion();
        window.scrollTo({
          top: element.getBoundingClientRect().top + window.scrollY - offset,
          behavior: reduceMotion ? 'auto' : 'smooth',
        });
      });
    };
    frame = requestAnimationFrame(showTarget);
    window.addEventListener('hashchange', showTarget);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('hashchange', showTarget);
    };
  }, [index, offset]);

  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(null), highlightDuration);
    return () => clearTimeout(timer);
  }, [highlighted, highlightDuration]);

  const toggleSection = (key: SectionKey) =>
    setOpenSections((open) => {
      const next = new Set(open);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <EntryList
      entries={entries}
      path={[]}
      label={label}
      highlightedId={highlighted?.id ?? null}
      highlightKey={highlighted?.at ?? 0}
      openSections={openSections}
      onToggleSection={toggleSection}
      pageUrl={pageUrl}
      depth={0}
      theme={theme}
      texts={labels}
      rootProps={rest}
    />
  );
}

interface EntryListProps {
  entries: readonly PropertyEntry[];
  path: string[];
  label: string;
  highlightedId: string | null;
  highlightKey: number;
  openSections: ReadonlySet<SectionKey>;
  onToggleSection: (key: SectionKey) => void;
  pageUrl: () => string;
  depth: number;
  theme: ReturnType<typeof useTheme>;
  texts: ParameterTableLabels;
  /** Native props of the outermost list: the ref, class, style and attributes of the table. */
  rootProps?: ComponentPropsWithRef<'ul'>;
}

function EntryList({ entries, label, depth, theme, rootProps, ...rest }: EntryListProps) {
  return (
    <ul css={listStyles(theme, depth)} aria-label={label} {...rootProps}>
      {entries.map((entry) => (
        <Entry key={entry.name} entry={entry} depth={depth} theme={theme} {...rest} />
      ))}
    </ul>
  );
}

function Entry({
  entry,
  path,
  highlightedId,
  highlightKey,
  openSections,
  onToggleSection,
  pageUrl,
  depth,
  theme,
  texts,
}: Omit<EntryListProps, 'entries' | 'label'> & { entry: PropertyEntry }) {
  const toast = useOptionalToast();
  const entryPath = [...path, entry.name];
  const id = propertyAnchorId(entryPath);
  const isHighlighted = highlightedId === id;
  const attributesKey: SectionKey = `${id}:attributes`;
  const propertiesKey: SectionKey = `${id}:properties`;
  const attributes = Array.isArray(entry.type) ? entry.type : null;

  const copyLink = async () => {
    const url = anchorUrl(pageUrl(), id);
    try {
      await writeClipboardText(url);
      toast?.add({ key: 'parameter-link', message: texts.linkCopied, tone: 'success' });
    } catch {
      toast?.add({
        key: 'parameter-link',
        title: texts.linkCopyFailed,
        // Nothing is lost: the toast holds the link, and it stays while the pointer rests on it.
        message: `${texts.linkCopyFailedDetail} ${texts.linkAddress(url)}`,
        tone: 'danger',
      });
    }
  };

  return (
    <li
      // A new key restarts the highlight animation when the same entry is targeted again.
      key={isHighlighted ? highlightKey : 'idle'}
      id={id}
      css={entryStyles(theme)}
      data-highlighted={isHighlighted || undefined}
      data-property={entry.name}
    >
      <div css={headerStyles(theme)}>
        {/* Entries are not sections of the page: keep them out of "On this page". */}
        <h3 css={nameStyles(theme)} aria-level={depth + 3} data-toc-ignore="">
          {entry.name}
        </h3>
        {entry.required && <span css={requiredStyles(theme)}>{texts.required}</span>}
        {typeof entry.type === 'string' && <code css={typeStyles(theme)}>{entry.type}</code>}
        {entry.defaultValue !== undefined && (
          <span css={defaultStyles(theme)}>
            {texts.defaultValue} <code>{entry.defaultValue}</code>
          </span>
        )}
        <button
          type="button"
          css={[iconButtonStyles(theme), copyLinkStyles]}
          aria-label={texts.copyLink(entry.name)}
          onClick={copyLink}
        >
          <LinkIcon />
        </button>
        {entry.more !== undefined && (
          <MoreInfo label={texts.moreAbout(entry.name)}>{entry.more}</MoreInfo>
        )}
      </div>
      {entry.comment !== undefined && <div css={commentStyles(theme)}>{entry.comment}</div>}
      {entry.example !== undefined && (
        // A long line scrolls sideways: the keyboard can scroll it too.
        <pre
          css={exampleStyles(theme)}
          role="group"
          aria-label={texts.example(entry.name)}
          tabIndex={0}
        >
          <code>{entry.example}</code>
        </pre>
      )}
      {entry.preview !== undefined && (
        <div css={previewStyles(theme)} data-part="preview">
          {entry.preview}
        </div>
      )}
      {attributes && (
        <Section
          label={texts.attributes(attributes.length)}
          isOpen={openSections.has(attributesKey)}
          onToggle={() => onToggleSection(attributesKey)}
        >
          <dl css={attributesStyles(theme)}>
            {attributes.map((attribute) => (
              <div key={attribute.name} css={{ display: 'contents' }}>
                <dt>{attribute.name}</dt>
                <dd>{attribute.description}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
      {entry.properties && entry.properties.length > 0 && (
        <Section
          label={texts.properties(entry.properties.length)}
          isOpen={openSections.has(propertiesKey)}
          onToggle={() => onToggleSection(propertiesKey)}
        >
          <EntryList
            entries={entry.properties}
            path={entryPath}
            label={texts.propertiesOf(entry.name)}
            highlightedId={highlightedId}
            highlightKey={highlightKey}
            openSections={openSections}
            onToggleSection={onToggleSection}
            pageUrl={pageUrl}
            depth={depth + 1}
            theme={theme}
            texts={texts}
          />
        </Section>
      )}
    </li>
  );
}

interface SectionProps {
  label: string;
  isOpen: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** A collapsed-by-default disclosure for an entry's attributes or nested properties. */
function Section({ label, isOpen, onToggle, children }: SectionProps) {
  const theme = useTheme();
  const panelId = useId();
  return (
    <div>
      <button
        type="button"
        css={sectionToggleStyles(theme)}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {label}
        <ChevronDownIcon size={14} />
      </button>
      <div id={panelId} hidden={!isOpen}>
        {children}
      </div>
    </div>
  );
}

/** The entry's extra information, in a tooltip on an info button (hover or keyboard focus). */
function MoreInfo({ label, children }: { label: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <Tooltip content={children}>
      <button type="button" css={iconButtonStyles(theme)} aria-label={label}>
        <InfoIcon />
      </button>
    </Tooltip>
  );
}
