import { useTheme } from '../../theme/useTheme';
import { useId, useState, type ComponentPropsWithRef } from 'react';
import { branchesToOpen, type NavigationGroup } from '../../lib/navigation';
import { ChevronDownIcon } from '../Iconography/icons';
import { groupStyles, groupToggleStyles, navStyles, tagStyles } from './Navigation.styles';
import { NavigationTree, type NavigationBehaviour } from './NavigationTree';

export interface NavigationProps
  extends NavigationBehaviour, Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** The groups of entries, in order (SPEC §3: label, optional tag, items). */
  groups: readonly NavigationGroup[];
  /**
   * Accessible name of the navigation landmark (it has no visible label).
   * @default 'Documentation'
   */
  'aria-label'?: string;
}

/** Opens every branch on the way to the current page, keeping the ones already open. */
function withCurrentBranches(
  open: ReadonlySet<string>,
  groups: readonly NavigationGroup[],
  currentPath: string,
): ReadonlySet<string> {
  const wanted = groups.flatMap((group) => branchesToOpen(group.items, currentPath));
  if (wanted.every((href) => open.has(href))) return open;
  return new Set([...open, ...wanted]);
}

/**
 * The side navigation tree: groups of entries with toggling branches. The branch holding the
 * current page opens by itself; disabled entries report hovers and taps through `onDisabledItem`.
 */
export function Navigation({
  groups,
  currentPath,
  'aria-label': ariaLabel = 'Documentation',
  onNavigate,
  onDisabledItem,
  renderLink,
  newTabLabel,
  ...rest
}: NavigationProps) {
  const behaviour = { onNavigate, onDisabledItem, renderLink, newTabLabel };
  const theme = useTheme();
  const baseId = useId();
  const [openBranches, setOpenBranches] = useState(() =>
    withCurrentBranches(new Set(), groups, currentPath),
  );
  const [closedGroups, setClosedGroups] = useState<ReadonlySet<string>>(() => new Set());
  const [trackedPath, setTrackedPath] = useState(currentPath);

  // A new current page opens its branches (adjusting state during render, not in an effect).
  if (trackedPath !== currentPath) {
    setTrackedPath(currentPath);
    setOpenBranches((open) => withCurrentBranches(open, groups, currentPath));
  }

  const toggle = (set: ReadonlySet<string>, key: string) => {
    const next = new Set(set);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    return next;
  };

  return (
    <nav aria-label={ariaLabel} css={navStyles(theme)} {...rest}>
      {groups.map((group, index) => {
        const isOpen = !closedGroups.has(group.label);
        const listId = `${baseId}-group-${index}`;
        return (
          <div key={group.label} css={groupStyles(theme)} data-group={group.label}>
            <button
              type="button"
              css={groupToggleStyles(theme)}
              aria-expanded={isOpen}
              aria-controls={listId}
              onClick={() => setClosedGroups((closed) => toggle(closed, group.label))}
            >
              {group.label}
              {group.tag && (
                <span css={tagStyles(theme)} data-part="tag">
                  {group.tag}
                </span>
              )}
              <ChevronDownIcon size={14} data-part="chevron" />
            </button>
            <NavigationTree
              id={listId}
              hidden={!isOpen}
              items={group.items}
              depth={0}
              currentPath={currentPath}
              openBranches={openBranches}
              onToggleBranch={(href) => setOpenBranches((open) => toggle(open, href))}
              {...behaviour}
            />
          </div>
        );
      })}
    </nav>
  );
}
