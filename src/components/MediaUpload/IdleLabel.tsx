import type { ReactNode } from 'react';

/** Renders the idle label with its "Browse" word emphasised. */
export function IdleLabel({ text }: { text: string }): ReactNode {
  const match = /browse/i.exec(text);
  if (!match) return text;
  return (
    <>
      {text.slice(0, match.index)}
      <span data-part="browse">{match[0]}</span>
      {text.slice(match.index + match[0].length)}
    </>
  );
}
