import { useTheme } from '@emotion/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isExternalHref } from '../../lib/navigation';
import { moveFocus, type FocusMove } from '../../lib/listFocus';
import { ExternalLinkIcon } from '../Iconography/icons';
import { panelStyles, tabListStyles, tabStyles } from './Tabs.styles';

/** One tab: its label and the content it shows, or a link it navigates to. */
export interface TabItem {
  /** Text of the tab. */
  label: string;
  /** Content shown while the tab is active. */
  component?: ReactNode;
  /** Makes the tab a link that navigates instead of switching content. */
  href?: string;
  /** Shown but cannot be activated; arrow keys skip it. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: TabItem[];
  /**
   * Index of the tab active at first; the first tab that can show content by default.
   * @default 0
   */
  defaultIndex?: number;
  /** Called with the index and item of the tab that becomes active. */
  onChange?: (index: number, item: TabItem) => void;
  /** Accessible name of the tab list, e.g. "Installation methods". */
  'aria-label'?: string;
}

const moves: Partial<Record<string, FocusMove>> = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};

const canShow = (item: TabItem | undefined) =>
  item !== undefined && item.href === undefined && !item.disabled;

function firstActive(items: TabItem[], preferred: number) {
  if (canShow(items[preferred])) return preferred;
  return items.findIndex(canShow);
}

/** A row of tabs that shows one panel of content at a time. */
export function Tabs({ items, defaultIndex = 0, onChange, 'aria-label': ariaLabel }: TabsProps) {
  const theme = useTheme();
  const baseId = useId();
  const [activeIndex, setActiveIndex] = useState(() => firstActive(items, defaultIndex));
  const tabRefs = useRef<(HTMLElement | null)[]>([]);

  if (
    process.env.NODE_ENV !== 'production' &&
    defaultIndex !== 0 &&
    !canShow(items[defaultIndex])
  ) {
    console.warn(
      `Tabs: defaultIndex ${defaultIndex} is not a tab with content; starting on the first one.`,
    );
  }

  const activate = (index: number) => {
    const item = items[index];
    if (!canShow(item) || index === activeIndex) return;
    setActiveIndex(index);
    onChange?.(index, item!);
  };

  // Arrow keys move focus with wrap; focusing a content tab activates it (automatic activation).
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const current = tabRefs.current.findIndex((tab) => tab === event.target);
    const next = moveFocus(items, current, move);
    if (next < 0) return;
    tabRefs.current[next]?.focus();
    activate(next);
  };

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  // The one tab stop of the list: the active tab, or the first usable one.
  const tabStop = activeIndex >= 0 ? activeIndex : moveFocus(items, -1, 'first');

  return (
    <div>
      <div
        role="tablist"
        aria-label={ariaLabel}
        css={tabListStyles(theme)}
        onKeyDown={handleKeyDown}
      >
        {items.map((item, index) => {
          const common = {
            ref: (element: HTMLElement | null) => {
              tabRefs.current[index] = element;
            },
            id: tabId(index),
            role: 'tab',
            tabIndex: index === tabStop ? 0 : -1,
            'aria-disabled': item.disabled || undefined,
            css: tabStyles(theme),
          };
          if (item.href !== undefined) {
            const isExternal = isExternalHref(item.href);
            return (
              <a
                key={`${item.label}-${index}`}
                {...common}
                aria-selected={false}
                href={item.disabled ? undefined : item.href}
                data-link=""
                {...(isExternal && { target: '_blank', rel: 'noopener noreferrer' })}
              >
                {item.label}
                {isExternal && <ExternalLinkIcon size={14} title="opens in a new tab" />}
              </a>
            );
          }
          return (
            <button
              key={`${item.label}-${index}`}
              {...common}
              type="button"
              aria-selected={index === activeIndex}
              aria-controls={panelId(index)}
              onClick={() => activate(index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) =>
        item.href === undefined ? (
          <div
            key={`${item.label}-${index}`}
            id={panelId(index)}
            role="tabpanel"
            aria-labelledby={tabId(index)}
            tabIndex={0}
            hidden={index !== activeIndex}
            css={panelStyles(theme)}
          >
            {item.component}
          </div>
        ) : null,
      )}
    </div>
  );
}
