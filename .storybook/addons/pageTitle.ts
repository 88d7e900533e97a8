/**
 * Keeps the document title in the site's format, "{page title} – Tessera Docs". Storybook sets
 * its own title on every navigation, so the format is re-applied whenever the title changes.
 */
import type { API } from 'storybook/manager-api';
import { DOCS_RENDERED, SET_CURRENT_STORY, STORY_RENDERED } from 'storybook/internal/core-events';
import { entryPageTitle, formatPageTitle } from '../site/pageTitle';

export function registerPageTitle(api: API): void {
  const desiredTitle = () => {
    const entry = api.getCurrentStoryData();
    return formatPageTitle(entry ? entryPageTitle(entry) : undefined);
  };
  const apply = () => {
    const title = desiredTitle();
    if (document.title !== title) document.title = title;
  };
  new MutationObserver(apply).observe(document.head, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  api.on(SET_CURRENT_STORY, () => queueMicrotask(apply));
  api.on(STORY_RENDERED, apply);
  api.on(DOCS_RENDERED, apply);
  apply();
}
