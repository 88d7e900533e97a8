/**
 * Story-only wiring shared by the navigation and layout stories: the license notice the docs
 * site shows for disabled entries, sent through the Toast system.
 */
import { licenseMessage, type NavigationItem } from '../../src/lib/navigation';
import { useToast } from '../../src/components/Toast';
import { componentCount, productName } from '../../.storybook/site/navigation';

/** The notice for disabled entries, counted from the site's navigation data. */
export const licenseNotice = licenseMessage(componentCount, productName);

/** Returns an `onDisabledItem` handler that shows the license toast and then calls `also`. */
export function useLicenseToast(also?: (item: NavigationItem) => void) {
  const toast = useToast();
  return (item: NavigationItem) => {
    toast.add({
      key: 'license-notice',
      title: 'Licensed component',
      message: licenseNotice,
      tone: 'info',
    });
    also?.(item);
  };
}
