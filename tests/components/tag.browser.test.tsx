/**
 * Where focus goes when a removable tag leaves the page from its own remove button: to the next
 * tag's button, else the previous one's, whether the tags are siblings or each sits in a list
 * item; never over an owner that moved focus itself, and not while the tag stays.
 */
import { act, useState } from 'react';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Tag } from '../../src/components/Tag';
import { actEnvironment, render } from './render';

actEnvironment(true);

const button = (name: string) => page.getByRole('button', { name }).element();

function Filters({
  initial,
  inList = false,
  afterRemove,
}: {
  initial: string[];
  inList?: boolean;
  afterRemove?: () => void;
}) {
  const [tags, setTags] = useState(initial);
  const tag = (name: string) => (
    <Tag
      key={name}
      onRemove={() => {
        setTags((current) => current.filter((item) => item !== name));
        afterRemove?.();
      }}
    >
      {name}
    </Tag>
  );
  return (
    <>
      <input aria-label="Filter" />
      {inList ? (
        <ul aria-label="Filters">
          {tags.map((name) => (
            <li key={name}>{tag(name)}</li>
          ))}
        </ul>
      ) : (
        <div>{tags.map(tag)}</div>
      )}
    </>
  );
}

test('tags in list items hand focus to the next item, then to the previous one', async () => {
  render(<Filters initial={['React', 'Emotion', 'Vite']} inList />);
  await act(() => userEvent.click(button('Remove Emotion')));
  expect(button('Remove Vite')).toHaveFocus();
  await act(() => userEvent.keyboard('{Enter}'));
  expect(button('Remove React')).toHaveFocus();
  await act(() => userEvent.keyboard(' '));
  expect(page.getByRole('button').elements()).toHaveLength(0);
});

test('focus the owner moved in onRemove stays where it was put', async () => {
  render(
    <Filters
      initial={['React', 'Emotion']}
      afterRemove={() => (document.querySelector('input') as HTMLInputElement).focus()}
    />,
  );
  await act(() => userEvent.click(button('Remove React')));
  expect(page.getByRole('textbox', { name: 'Filter' }).element()).toHaveFocus();
});

test('a tag the owner keeps keeps focus, and a later unmount does not move it', async () => {
  function Kept() {
    const [shown, setShown] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setShown(false)}>
          Clear
        </button>
        {shown && <Tag onRemove={() => {}}>React</Tag>}
        <Tag onRemove={() => {}}>Emotion</Tag>
      </>
    );
  }
  render(<Kept />);
  await act(() => userEvent.click(button('Remove React')));
  expect(button('Remove React')).toHaveFocus();
  await act(() => userEvent.click(button('Clear')));
  expect(button('Clear')).toHaveFocus();
  expect(button('Remove Emotion')).not.toHaveFocus();
});
