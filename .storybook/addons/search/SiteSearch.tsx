/**
 * The sidebar's search box: full-text results grouped by page, each page followed by the
 * sections that contain the words, with a snippet and the words highlighted. A combobox over a
 * listbox (WAI-ARIA): arrows move, Enter opens, Escape clears, and a polite status line
 * announces the number of results. Locked pages show their lock and open the license notice.
 */
import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { PageHit, SectionHit, SiteSearchEngine, TextPart } from './engine';
import { loadSearch } from './loadSearch';
import { lockIcon } from '../licenseGate';

export interface SearchTarget {
  hit: PageHit;
  section?: SectionHit;
}

export interface SiteSearchProps {
  /** Opens a result: the page, scrolled to the section when there is one. */
  onOpen: (target: SearchTarget) => void;
  /** Tells the host when results show, so it can hide what they replace. */
  onOpenChange?: (open: boolean) => void;
  /** The text that names the lock of a licensed page. */
  lockedLabel: string;
}

interface Option extends SearchTarget {
  id: string;
}

type Status = 'idle' | 'loading' | 'ready' | 'error';

function optionsOf(hits: readonly PageHit[], prefix: string): Option[] {
  return hits.flatMap((hit, pageIndex) => [
    { id: `${prefix}-${pageIndex}`, hit },
    ...hit.sections.map((section, sectionIndex) => ({
      id: `${prefix}-${pageIndex}-${sectionIndex}`,
      hit,
      section,
    })),
  ]);
}

function Highlighted({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

function announcement(status: Status, query: string, count: number, error: string): string {
  if (status === 'error') return error;
  if (query.trim() === '') return '';
  if (status === 'loading') return 'Loading search…';
  if (status !== 'ready') return '';
  if (count === 0) return `No results for “${query.trim()}”`;
  return count === 1 ? '1 result' : `${count} results`;
}

/** Time per keystroke, for the bench: search and render of the results (User Timing). */
const MEASURE = 'tessera-search-keystroke';

export function SiteSearch({ onOpen, onOpenChange, lockedLabel }: SiteSearchProps) {
  const id = useId().replace(/:/g, '');
  const inputRef = useRef<HTMLInputElement>(null);
  const [engine, setEngine] = useState<SiteSearchEngine | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');
  const [query, setQuery] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const typedAt = useRef<number | null>(null);

  const load = useCallback(() => {
    if (engine) return;
    setStatus('loading');
    loadSearch().then(
      (loaded) => {
        setEngine(loaded);
        setStatus('ready');
      },
      (reason: unknown) => {
        setStatus('error');
        setError(
          `Search is unavailable: ${reason instanceof Error ? reason.message : String(reason)}`,
        );
      },
    );
  }, [engine]);

  const hits = useMemo(() => (engine ? engine.search(query) : []), [engine, query]);
  const options = useMemo(() => optionsOf(hits, id), [hits, id]);
  const isOpen = query.trim() !== '' && !dismissed;

  useEffect(() => {
    onOpenChange?.(isOpen);
  }, [isOpen, onOpenChange]);
  useEffect(() => {
    if (typedAt.current === null || !engine) return;
    performance.measure(MEASURE, { start: typedAt.current, end: performance.now() });
    typedAt.current = null;
  }, [hits, engine]);

  const open = (option: Option | undefined) => {
    if (!option) return;
    setDismissed(true);
    onOpen({ hit: option.hit, ...(option.section && { section: option.section }) });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    // An input method's open composition owns its keys: Enter confirms the conversion (a pinyin
    // input method commits Latin words so), Escape cancels it. Safari sends the confirming Enter
    // after the composition with key code 229. The library's components check the same.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        setDismissed(false);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) =>
          current === -1 && step === -1
            ? options.length - 1
            : (current + step + options.length) % options.length,
        );
        return;
      }
      case 'Enter':
        event.preventDefault();
        open(options[active] ?? options[0]);
        return;
      case 'Escape':
        event.preventDefault();
        if (query !== '') {
          // Used up here: a menu around the search (the phone's) closes on the next Escape.
          event.stopPropagation();
          setQuery('');
          setActive(-1);
        } else inputRef.current?.blur();
        return;
      default:
    }
  };

  const activeOption = isOpen ? options[active] : undefined;
  const listId = `${id}-results`;
  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(activeOption.id)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption]);

  return (
    <div className="tessera-search" role="search" data-open={isOpen || undefined}>
      <div className="tessera-search__field">
        <svg
          className="tessera-search__icon"
          width="14"
          height="14"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </svg>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="tessera-search__input"
          type="search"
          role="combobox"
          aria-label="Search the docs"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption?.id}
          aria-describedby={`${id}-hint`}
          placeholder="Search the docs"
          autoComplete="off"
          spellCheck={false}
          value={query}
          data-site-search-input=""
          onFocus={load}
          onChange={(event) => {
            typedAt.current = performance.now();
            setQuery(event.target.value);
            setDismissed(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <kbd className="tessera-search__shortcut" aria-hidden="true">
          {/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl K'}
        </kbd>
      </div>
      <span id={`${id}-hint`} hidden>
        Words in page titles, headings, text, code and props. Arrow keys move through the results,
        Enter opens one, Escape clears.
      </span>
      <div className="tessera-search__status" role="status" aria-live="polite" aria-atomic="true">
        {/* Once a result is opened the list closes, and its count goes with it. */}
        {dismissed && status !== 'error' ? '' : announcement(status, query, options.length, error)}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Search results"
        className="tessera-search__results"
        hidden={!isOpen || options.length === 0}
      >
        {isOpen &&
          options.map((option) => {
            const { hit, section } = option;
            const locked = hit.page.locked;
            return (
              <li
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={option === activeOption}
                // A locked page reads with its license notice and opens the notice, not the page.
                aria-disabled={locked || undefined}
                className={section ? 'tessera-search__section' : 'tessera-search__page'}
                data-locked={locked || undefined}
                data-page-id={hit.page.id}
                data-anchor={section?.anchor ?? ''}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => open(option)}
              >
                {section ? (
                  <>
                    <span className="tessera-search__heading">
                      <Highlighted parts={section.heading} />
                    </span>
                    {section.snippet.length > 0 && (
                      <span className="tessera-search__snippet">
                        <Highlighted parts={section.snippet} />
                      </span>
                    )}
                  </>
                ) : (
                  <>
                    <span className="tessera-search__title">
                      {hit.page.title}
                      {locked && <span className="tessera-search__lock">{lockIcon}</span>}
                      {hit.page.path && (
                        <span className="tessera-search__path">{hit.page.path}</span>
                      )}
                    </span>
                    {locked ? (
                      <span className="tessera-search__snippet">{lockedLabel}</span>
                    ) : (
                      hit.snippet.length > 0 && (
                        <span className="tessera-search__snippet">
                          <Highlighted parts={hit.snippet} />
                        </span>
                      )
                    )}
                  </>
                )}
              </li>
            );
          })}
      </ul>
    </div>
  );
}
