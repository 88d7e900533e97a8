import type { ReactNode } from 'react';

/**
 * Renders the idle label with its browse word (`labels.browse`) emphasised: the first match,
 * ignoring case, so "Browse" in the label matches "browse" and a translated word matches itself.
 */
export function IdleLabel({ text, word }: { text: string; word: string }): ReactNode {
  const match = word
    ? new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'iu').exec(text)
    : null;
  if (!match) return text;
  return (
    <>
      {text.slice(0, match.index)}
      <span data-part="browse">{match[0]}</span>
      {text.slice(match.index + match[0].length)}
    </>
  );
}
