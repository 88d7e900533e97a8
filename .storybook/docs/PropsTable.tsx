/**
 * The props reference of a component docs page: the component's docgen rendered with the
 * library's ParameterTable. Use it in a component's MDX page as `<PropsTable />` (the page's
 * component) or `<PropsTable of={OtherComponent} />`.
 */
import { useOf } from '@storybook/addon-docs/blocks';
import type { ComponentType } from 'react';
import { ParameterTable, ThemeProvider } from '../../src';
import { docgenToEntries, type DocgenInfo } from './docgen';
import { sharedPageUrl } from './pageUrl';
import { useSiteScheme } from './siteScheme';

type Documented = ComponentType<never> & { __docgenInfo?: DocgenInfo };

export function PropsTable({ of }: { of?: Documented }) {
  const meta = useOf('meta', ['meta']);
  const component = (of ?? meta.preparedMeta.component) as Documented | undefined;
  const entries = docgenToEntries(component?.__docgenInfo);
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
