/**
 * Tessera's icons: 16 px strokes on a 24 px grid that inherit `currentColor`. Decorative by
 * default (hidden from assistive technology); pass `title` to make an icon speak.
 *
 * Icons that point along the line (the left and right arrows and chevrons, undo, and the side
 * panel's collapse and expand) carry `data-directional` and are mirrored in right-to-left text by
 * the theme's global styles, so "forward" points where the line goes on. The others never turn.
 */
import type { ReactNode, SVGProps } from 'react';
import type { StatusTone } from '../../theme/theme';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /**
   * Rendered width and height in px.
   * @default 16
   */
  size?: number;
  /** Accessible name. Without it the icon is decorative and hidden from screen readers. */
  title?: string;
}

/** Pure: an icon nobody imports is dropped from app bundles. */
/* @__NO_SIDE_EFFECTS__ */
function createIcon(name: string, paths: ReactNode, directional = false) {
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
        data-directional={directional ? '' : undefined}
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

export const ArrowRightIcon = createIcon('ArrowRight', <path d="M5 12h14M13 6l6 6-6 6" />, true);
export const ArrowLeftIcon = createIcon('ArrowLeft', <path d="M19 12H5M11 18l-6-6 6-6" />, true);
export const ArrowUpIcon = createIcon('ArrowUp', <path d="M12 19V5M6 11l6-6 6 6" />);
export const ArrowDownIcon = createIcon('ArrowDown', <path d="M12 5v14M18 13l-6 6-6-6" />);
export const CheckIcon = createIcon('Check', <path d="M5 12.5l4.5 4.5L19 7.5" />);
export const CloseIcon = createIcon('Close', <path d="M6 6l12 12M18 6L6 18" />);
export const ChevronDownIcon = createIcon('ChevronDown', <path d="M6 9l6 6 6-6" />);
export const ChevronUpIcon = createIcon('ChevronUp', <path d="M6 15l6-6 6 6" />);
export const ChevronLeftIcon = createIcon('ChevronLeft', <path d="M15 6l-6 6 6 6" />, true);
export const ChevronRightIcon = createIcon('ChevronRight', <path d="M9 6l6 6-6 6" />, true);
export const ExternalLinkIcon = createIcon(
  'ExternalLink',
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
export const LinkIcon = createIcon(
  'Link',
  <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />,
);
export const CopyIcon = createIcon(
  'Copy',
  <>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h9" />
  </>,
);
export const SearchIcon = createIcon(
  'Search',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </>,
);
export const MenuIcon = createIcon('Menu', <path d="M4 7h16M4 12h16M4 17h16" />);
export const MoreVerticalIcon = createIcon(
  'MoreVertical',
  <>
    <circle cx="12" cy="5.5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="18.5" r="1" />
  </>,
);
export const MoreHorizontalIcon = createIcon(
  'MoreHorizontal',
  <>
    <circle cx="5.5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="18.5" cy="12" r="1" />
  </>,
);
export const PlusIcon = createIcon('Plus', <path d="M12 5v14M5 12h14" />);
export const MinusIcon = createIcon('Minus', <path d="M5 12h14" />);
export const InfoIcon = createIcon(
  'Info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 7.5v.5" />
  </>,
);
export const WarningIcon = createIcon(
  'Warning',
  <>
    <path d="M10.3 4.3L2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4M12 17v.5" />
  </>,
);
export const ErrorIcon = createIcon(
  'Error',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </>,
);
export const SuccessIcon = createIcon(
  'Success',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l3 3 5-6" />
  </>,
);

/** The icon of each status tone, as Alert and Toast show it: Info for the neutral tones. */
export const statusToneIcons = {
  primary: InfoIcon,
  secondary: InfoIcon,
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  danger: ErrorIcon,
} satisfies Record<StatusTone, unknown>;

export const UploadIcon = createIcon(
  'Upload',
  <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />,
);
export const DownloadIcon = createIcon(
  'Download',
  <path d="M12 4v12M7 11l5 5 5-5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />,
);
export const TrashIcon = createIcon(
  'Trash',
  <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />,
);
export const UndoIcon = createIcon(
  'Undo',
  <path d="M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />,
  true,
);
export const RetryIcon = createIcon('Retry', <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />);
export const ImageIcon = createIcon(
  'Image',
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="1.5" />
    <path d="M21 16l-5-5-9 9" />
  </>,
);
export const FileIcon = createIcon(
  'File',
  <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5" />,
);
export const DragIcon = createIcon(
  'Drag',
  <>
    <circle cx="9" cy="6" r="1" />
    <circle cx="15" cy="6" r="1" />
    <circle cx="9" cy="12" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="9" cy="18" r="1" />
    <circle cx="15" cy="18" r="1" />
  </>,
);
export const ZoomInIcon = createIcon(
  'ZoomIn',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2M11 8.5v5M8.5 11h5" />
  </>,
);
export const ZoomOutIcon = createIcon(
  'ZoomOut',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2M8.5 11h5" />
  </>,
);
export const ThumbsUpIcon = createIcon(
  'ThumbsUp',
  <path d="M7 11v9H4v-9zM7 11l4-7a2 2 0 0 1 2 2v4h5.5a2 2 0 0 1 2 2.3l-1.2 6A2 2 0 0 1 17.3 20H7" />,
);
export const ThumbsDownIcon = createIcon(
  'ThumbsDown',
  <path d="M7 13V4H4v9zM7 13l4 7a2 2 0 0 0 2-2v-4h5.5a2 2 0 0 0 2-2.3l-1.2-6A2 2 0 0 0 17.3 4H7" />,
);
export const LockIcon = createIcon(
  'Lock',
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </>,
);
export const HashIcon = createIcon('Hash', <path d="M5 9h14M5 15h14M10 4L8 20M16 4l-2 16" />);
export const SunIcon = createIcon(
  'Sun',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = createIcon(
  'Moon',
  <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />,
);
export const SidebarCollapseIcon = createIcon(
  'SidebarCollapse',
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16M15 10l-2 2 2 2" />
  </>,
  true,
);
export const SidebarExpandIcon = createIcon(
  'SidebarExpand',
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16M13 10l2 2-2 2" />
  </>,
  true,
);
export const UserIcon = createIcon(
  'User',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const CodeIcon = createIcon('Code', <path d="M9 8l-4 4 4 4M15 8l4 4-4 4" />);

/** Every icon by name, for the gallery and for components that take an icon name. */
export const icons = {
  ArrowRight: ArrowRightIcon,
  ArrowLeft: ArrowLeftIcon,
  ArrowUp: ArrowUpIcon,
  ArrowDown: ArrowDownIcon,
  Check: CheckIcon,
  Close: CloseIcon,
  ChevronDown: ChevronDownIcon,
  ChevronUp: ChevronUpIcon,
  ChevronLeft: ChevronLeftIcon,
  ChevronRight: ChevronRightIcon,
  ExternalLink: ExternalLinkIcon,
  Link: LinkIcon,
  Copy: CopyIcon,
  Search: SearchIcon,
  Menu: MenuIcon,
  MoreVertical: MoreVerticalIcon,
  MoreHorizontal: MoreHorizontalIcon,
  Plus: PlusIcon,
  Minus: MinusIcon,
  Info: InfoIcon,
  Warning: WarningIcon,
  Error: ErrorIcon,
  Success: SuccessIcon,
  Upload: UploadIcon,
  Download: DownloadIcon,
  Trash: TrashIcon,
  Undo: UndoIcon,
  Retry: RetryIcon,
  Image: ImageIcon,
  File: FileIcon,
  Drag: DragIcon,
  ZoomIn: ZoomInIcon,
  ZoomOut: ZoomOutIcon,
  ThumbsUp: ThumbsUpIcon,
  ThumbsDown: ThumbsDownIcon,
  Lock: LockIcon,
  Hash: HashIcon,
  Sun: SunIcon,
  Moon: MoonIcon,
  SidebarCollapse: SidebarCollapseIcon,
  SidebarExpand: SidebarExpandIcon,
  User: UserIcon,
  Code: CodeIcon,
} as const;

export type IconName = keyof typeof icons;
