import { useTheme } from '../../theme/useTheme';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useListNavigation } from '../../hooks/useListNavigation';
import { checkProp } from '../../lib/devWarning';
import { isExternalHref } from '../../lib/navigation';
import { ExternalLinkIcon } from '../Iconography/icons';
import { headerStyles, panelStyles, tabListStyles, tabStyles } from './Tabs.styles';

/** One tab: its label and the content it shows, or a link it navigates to. */
export interface TabItem {
  /** Identifies the tab: what `value`, `defaultValue` and `onValueChange` speak of. */
  value: string;
  /** Text of the tab. */
  label: string;
  /** Content shown while the tab is active. */
  component?: ReactNode;
  /**
   * Makes the entry a link that navigates instead of switching content. It is rendered as a
   * link beside the tab list, not as a tab.
   */
  href?: string;
  /** Shown but cannot be activated; arrow keys skip it. */
  disabled?: boolean;
}

export interface TabsProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'onChange' | 'defaultValue' | 'children'
> {
  /** The tabs, in order. */
  items: TabItem[];
  /** The active tab's `value`, for controlled Tabs. */
  value?: string;
  /**
   * The tab active at first when uncontrolled; the first tab that can show content by default.
   */
  defaultValue?: string;
  /** Called with the value and item of the tab that becomes active. */
  onValueChange?: (value: string, item: TabItem) => void;
  /** Accessible name of the tab list, e.g. "Installation methods". */
  'aria-label'?: string;
  /**
   * Said after the name of a link that opens in a new tab (one whose address starts with http).
   * @default 'opens in a new tab'
   */
  newTabLabel?: string;
}

const canShow = (item: TabItem | undefined) =>
  item !== undefined && item.href === undefined && !item.disabled;

function firstActive(items: TabItem[], preferred: string | undefined) {
  const wanted = items.find((item) => item.value === preferred);
  if (canShow(wanted)) return wanted!.value;
  return items.find(canShow)?.value ?? '';
}

/**
 * A row of tabs that shows one panel of content at a time. Entries with an `href` are links
 * beside the tab list. The `ref` and other props go to the wrapping element.
 */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  'aria-label': ariaLabel,
  newTabLabel = 'opens in a new tab',
  ...rest
}: TabsProps) {
  const theme = useTheme();
  const baseId = useId();
  const tabs = items.filter((item) => item.href === undefined);
  const links = items.filter((item) => item.href !== undefined);

  if (defaultValue !== undefined) {
    checkProp(
      'Tabs',
      'defaultValue',
      defaultValue,
      canShow(tabs.find((item) => item.value === defaultValue)),
      'the value of an enabled tab with content',
      firstActive(items, undefined),
    );
  }

  const [activeValue, setActiveValue] = useControllableState({
    value,
    defaultValue: firstActive(items, defaultValue),
    component: 'Tabs',
  });
  const activeIndex = tabs.findIndex((item) => item.value === activeValue);

  const activate = (index: number) => {
    const item = tabs[index];
    if (!canShow(item) || item!.value === activeValue) return;
    setActiveValue(item!.value);
    onValueChange?.(item!.value, item!);
  };

  // Arrow keys move focus with wrap; focusing a tab activates it (automatic activation).
  const navigation = useListNavigation({
    items: tabs,
    orientation: 'horizontal',
    typeahead: false,
    onActiveIndexChange: activate,
  });

  const tabId = (item: TabItem) => `${baseId}-tab-${item.value}`;
  const panelId = (item: TabItem) => `${baseId}-panel-${item.value}`;
  // The one tab stop of the list: the active tab, or the first usable one.
  const tabStop = activeIndex >= 0 ? activeIndex : tabs.findIndex((item) => !item.disabled);

  return (
    <div {...rest}>
      <div css={headerStyles(theme)}>
        <div
          role="tablist"
          aria-label={ariaLabel}
          css={tabListStyles(theme)}
          onKeyDown={(event) => navigation.handleKeyDown(event)}
        >
          {tabs.map((item, index) => {
            const isActive = index === activeIndex;
            return (
              <button
                key={item.value}
                ref={navigation.itemRef(index)}
                id={tabId(item)}
                type="button"
                role="tab"
                tabIndex={index === tabStop ? 0 : -1}
                aria-selected={isActive}
                aria-controls={panelId(item)}
                aria-disabled={item.disabled || undefined}
                data-state={isActive ? 'active' : 'inactive'}
                css={tabStyles(theme)}
                onClick={() => activate(index)}
              >
                {item.label}
              </button>
            );
          })}
        </div>
        {links.map((item) => {
          const isExternal = isExternalHref(item.href!);
          return (
            <a
              key={item.value}
              href={item.disabled ? undefined : item.href}
              aria-disabled={item.disabled || undefined}
              css={tabStyles(theme)}
              data-link=""
              {...(isExternal && { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {item.label}
              {isExternal && <ExternalLinkIcon size={14} title={newTabLabel} />}
            </a>
          );
        })}
      </div>
      {tabs.map((item, index) => (
        <div
          key={item.value}
          id={panelId(item)}
          role="tabpanel"
          aria-labelledby={tabId(item)}
          tabIndex={0}
          hidden={index !== activeIndex}
          data-state={index === activeIndex ? 'active' : 'inactive'}
          css={panelStyles(theme)}
        >
          {item.component}
        </div>
      ))}
    </div>
  );
}
