/**
 * The shape of navigation data (SPEC §3) and the pure questions the navigation components
 * ask of it. No React here: the side tree, the mobile menu and the docs site share it, and it
 * is published on its own as `@tessera/react/navigation` (it loads in plain Node).
 */
export interface NavigationItem {
  label: string;
  href: string;
  /** Shown but not reachable; hovering or tapping it explains why (the license notice). */
  disabled?: boolean;
  items?: NavigationItem[];
}

export interface NavigationGroup {
  label: string;
  /** A short tag beside the group label, such as a version. */
  tag?: string;
  items: NavigationItem[];
}

/** Links that leave the site open in a new tab. */
export function isExternalHref(href: string): boolean {
  return href.startsWith('http');
}

/** Every item of the group, nested ones included, depth first. */
export function flattenItems(items: readonly NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => [item, ...flattenItems(item.items ?? [])]);
}

/** Number of entries in a group, nested ones included. */
export function countItems(group: NavigationGroup): number {
  return flattenItems(group.items).length;
}

function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery || '/';
}

/** True when the item is the current page or one of its descendants is. */
export function containsPath(item: NavigationItem, currentPath: string): boolean {
  const path = normalizePath(currentPath);
  return (
    normalizePath(item.href) === path ||
    (item.items ?? []).some((child) => containsPath(child, path))
  );
}

/** The trail of items from the group's top level down to the current page, or [] if absent. */
export function activeTrail(
  items: readonly NavigationItem[],
  currentPath: string,
): NavigationItem[] {
  for (const item of items) {
    if (!containsPath(item, currentPath)) continue;
    return [item, ...activeTrail(item.items ?? [], currentPath)];
  }
  return [];
}

/** The item whose href is the path, searched through every group. */
export function findItem(
  groups: readonly NavigationGroup[],
  path: string,
): { group: NavigationGroup; item: NavigationItem } | undefined {
  const wanted = normalizePath(path);
  for (const group of groups) {
    const item = flattenItems(group.items).find(
      (candidate) => normalizePath(candidate.href) === wanted,
    );
    if (item) return { group, item };
  }
  return undefined;
}

/** Whether the item is a branch: it has nested items to show or hide. */
export function isBranch(item: NavigationItem): boolean {
  return (item.items ?? []).length > 0;
}

/** Hrefs of the branches that hold the current path, outermost first: the ones to open. */
export function branchesToOpen(items: readonly NavigationItem[], currentPath: string): string[] {
  return activeTrail(items, currentPath)
    .filter(isBranch)
    .map((item) => item.href);
}

/** The group holding the current path, or undefined when no group does. */
export function groupOfPath(
  groups: readonly NavigationGroup[],
  currentPath: string,
): NavigationGroup | undefined {
  return findItem(groups, currentPath)?.group;
}
