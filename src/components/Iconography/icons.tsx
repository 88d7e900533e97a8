/**
 * Tessera's icons: 16 px strokes on a 24 px grid that inherit `currentColor`. Decorative by
 * default (hidden from assistive technology); pass `title` to make an icon speak.
 */
import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /**
   * Rendered width and height in px.
   * @default 16
   */
  size?: number;
  /** Accessible name. Without it the icon is decorative and hidden from screen readers. */
  title?: string;
}

function createIcon(name: string, paths: ReactNode) {
  function Icon({ size = 16, title, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        data-icon={name}
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...rest}
      >
        {title && <title>{title}</title>}
        {paths}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const ArrowRightIcon = createIcon('ArrowRight', <path d="M5 12h14M13 6l6 6-6 6" />);
export const ArrowLeftIcon = createIcon('ArrowLeft', <path d="M19 12H5M11 18l-6-6 6-6" />);
export const CheckIcon = createIcon('Check', <path d="M5 12.5l4.5 4.5L19 7.5" />);
export const CloseIcon = createIcon('Close', <path d="M6 6l12 12M18 6L6 18" />);
export const ChevronDownIcon = createIcon('ChevronDown', <path d="M6 9l6 6 6-6" />);
export const ChevronRightIcon = createIcon('ChevronRight', <path d="M9 6l6 6-6 6" />);
export const ExternalLinkIcon = createIcon(
  'ExternalLink',
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);

/** Every icon by name, for the gallery and for components that take an icon name. */
export const icons = {
  ArrowRight: ArrowRightIcon,
  ArrowLeft: ArrowLeftIcon,
  Check: CheckIcon,
  Close: CloseIcon,
  ChevronDown: ChevronDownIcon,
  ChevronRight: ChevronRightIcon,
  ExternalLink: ExternalLinkIcon,
} as const;

export type IconName = keyof typeof icons;
