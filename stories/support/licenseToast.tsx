/**
 * Story-only wiring shared by the navigation and layout stories: the site's license toast for
 * disabled entries, and the current path that follows navigation as it does on the site.
 */
import { useState } from 'react';
import { useToast } from '../../src/components/Toast';
import type { NavigationItem } from '../../src/lib/navigation';
import { licenseNotice, licenseToast } from '../../.storybook/site/license';

export { licenseNotice };

/** Returns an `onDisabledItem` handler that shows the license toast and then calls `also`. */
export function useLicenseToast(also?: (item: NavigationItem) => void) {
  const toast = useToast();
  return (item: NavigationItem) => {
    toast.add(licenseToast);
    also?.(item);
  };
}

interface SiteNavigationArgs {
  currentPath: string;
  onNavigate?: (href: string) => void;
  onDisabledItem?: (item: NavigationItem) => void;
}

/**
 * The props a navigation component gets on the site: the current path moves with each
 * navigation, and disabled entries show the license toast. The story's own spies still fire.
 */
export function useSiteNavigation(args: SiteNavigationArgs) {
  const onDisabledItem = useLicenseToast(args.onDisabledItem);
  const [currentPath, setCurrentPath] = useState(args.currentPath);
  return {
    currentPath,
    onNavigate: (href: string) => {
      setCurrentPath(href);
      args.onNavigate?.(href);
    },
    onDisabledItem,
  };
}
