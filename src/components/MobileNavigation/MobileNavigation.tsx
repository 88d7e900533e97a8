import { useTheme } from '../../theme/useTheme';
import { useLayoutEffect, useRef, useState, type ComponentPropsWithRef } from 'react';
import { branchesToOpen, type NavigationGroup } from '../../lib/navigation';
import { navigationTag } from '../../theme/styles';
import { ChevronLeftIcon, ChevronRightIcon } from '../Iconography/icons';
import { NavigationTree, type NavigationBehaviour } from '../Navigation/NavigationTree';
import {
  backButtonStyles,
  groupButtonStyles,
  groupListStyles,
  groupTitleStyles,
  mobileNavStyles,
} from './MobileNavigation.styles';

export interface MobileNavigationProps
  extends NavigationBehaviour, Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** The groups of entries, in order (SPEC §3: label, optional tag, items). */
  groups: readonly NavigationGroup[];
  /**
   * Accessible name of the navigation landmark (it has no visible label).
   * @default 'Documentation'
   */
  'aria-label'?: string;
  /**
   * Label of the button that returns from a group to the list of groups.
   * @default 'All sections'
   */
  backLabel?: string;
  /** The group shown first, by label. Without it the list of groups shows first. */
  defaultGroup?: string;
}

/**
 * The navigation of small screens, in two levels: first the groups, then the entries of the
 * chosen group with a button back to the groups.
 */
export function MobileNavigation({
  groups,
  currentPath,
  'aria-label': ariaLabel = 'Documentation',
  backLabel = 'All sections',
  defaultGroup,
  onNavigate,
  onDisabledItem,
  renderLink,
  newTabLabel,
  ...rest
}: MobileNavigationProps) {
  const behaviour = { onNavigate, onDisabledItem, renderLink, newTabLabel };
  const theme = useTheme();
  const [selected, setSelected] = useState<string | null>(defaultGroup ?? null);
  const [lastSelected, setLastSelected] = useState<string | null>(null);
  const [openBranches, setOpenBranches] = useState<ReadonlySet<string>>(
    () => new Set(groups.flatMap((group) => branchesToOpen(group.items, currentPath))),
  );
  const titleRef = useRef<HTMLHeadingElement>(null);
  const groupButtons = useRef(new Map<string, HTMLButtonElement>());
  const hasMoved = useRef(false);

  const group = groups.find((candidate) => candidate.label === selected);

  // Keep the keyboard where the user is: on the group's title when going in, on the group's
  // button when coming back. Not on the first render, which must not steal focus.
  useLayoutEffect(() => {
    if (!hasMoved.current) return;
    if (selected !== null) titleRef.current?.focus();
    else if (lastSelected !== null) groupButtons.current.get(lastSelected)?.focus();
  }, [selected, lastSelected]);

  const open = (label: string) => {
    hasMoved.current = true;
    setSelected(label);
  };
  const back = () => {
    hasMoved.current = true;
    setLastSelected(selected);
    setSelected(null);
  };

  return (
    <nav aria-label={ariaLabel} css={mobileNavStyles(theme)} data-level={group ? 2 : 1} {...rest}>
      {group ? (
        <div>
          <button type="button" css={backButtonStyles(theme)} onClick={back}>
            <ChevronLeftIcon />
            {backLabel}
          </button>
          <h2 ref={titleRef} tabIndex={-1} css={groupTitleStyles(theme)}>
            {group.label}
            {group.tag && <span css={navigationTag(theme)}>{group.tag}</span>}
          </h2>
          <NavigationTree
            items={group.items}
            depth={0}
            currentPath={currentPath}
            openBranches={openBranches}
            onToggleBranch={(href) =>
              setOpenBranches((current) => {
                const next = new Set(current);
                if (next.has(href)) next.delete(href);
                else next.add(href);
                return next;
              })
            }
            {...behaviour}
          />
        </div>
      ) : (
        <ul css={groupListStyles}>
          {groups.map((candidate) => (
            <li key={candidate.label}>
              <button
                type="button"
                css={groupButtonStyles(theme)}
                ref={(element) => {
                  if (element) groupButtons.current.set(candidate.label, element);
                  else groupButtons.current.delete(candidate.label);
                }}
                onClick={() => open(candidate.label)}
              >
                {candidate.label}
                {candidate.tag && <span css={navigationTag(theme)}>{candidate.tag}</span>}
                <ChevronRightIcon data-part="chevron" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
