import { productName } from './navigation.js';

const siteName = `${productName} Docs`;

/** "{page title} – Tessera Docs", or "Tessera Docs" for a page without a title. */
export function formatPageTitle(pageTitle?: string): string {
  const title = pageTitle?.trim();
  return title ? `${title} – ${siteName}` : siteName;
}

/** The page title of a Storybook entry: the last title segment, plus the story name for stories. */
export function entryPageTitle(entry: { title: string; name: string; type: string }): string {
  const label = entry.title.split('/').at(-1) ?? entry.title;
  return entry.type === 'docs' ? label : `${label}: ${entry.name}`;
}
