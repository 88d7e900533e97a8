/**
 * The props reference of a component docs page: the component's docgen rendered with the
 * library's ParameterTable. Use it in a component's MDX page as `<PropsTable />` (the page's
 * component) or `<PropsTable of={OtherComponent} />`.
 */
import { useOf } from '@storybook/addon-docs/blocks';
import type { ComponentType, ReactNode } from 'react';
import { Code, ParameterTable, ThemeProvider, type PropertyEntry } from '../../src';
import { descriptionRuns, docgenToEntries, type DocgenInfo } from './docgen';
import { sharedPageUrl } from './pageUrl';
import { useSiteScheme } from './siteScheme';

type Documented = ComponentType<never> & { __docgenInfo?: DocgenInfo };

/** A prop's description with its `code spans` set as code, as the Markdown twin shows them. */
function withCodeSpans(comment: string): ReactNode {
  const runs = descriptionRuns(comment);
  if (runs.every((run) => !run.code)) return comment;
  return runs.map((run, index) => (run.code ? <Code key={index}>{run.text}</Code> : run.text));
}

const readable = (entry: PropertyEntry): PropertyEntry =>
  typeof entry.comment === 'string' ? { ...entry, comment: withCodeSpans(entry.comment) } : entry;

export function PropsTable({ of }: { of?: Documented }) {
  const meta = useOf('meta', ['meta']);
  const component = (of ?? meta.preparedMeta.component) as Documented | undefined;
  const entries = docgenToEntries(component?.__docgenInfo).map(readable);
  const scheme = useSiteScheme();
  if (entries.length === 0) return null;
  return (
    <ThemeProvider globalStyles={false} colorScheme={scheme}>
      <div className="sb-unstyled">
        <ParameterTable
          entries={entries}
          pageUrl={sharedPageUrl}
          label={`${component?.displayName ?? component?.__docgenInfo?.displayName ?? 'Component'} props`}
        />
      </div>
    </ThemeProvider>
  );
}
