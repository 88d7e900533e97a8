/**
 * Tessera's public API. Every export is listed by name so that the package's surface is a
 * deliberate choice; `src/exports.test.ts` snapshots this list.
 */

// Tokens
export {
  colors,
  brandColorNames,
  breakpoints,
  layoutBreakpoints,
  scrollbarSize,
  fontFamily,
  textStyles,
  space,
  radii,
  sizes,
  durations,
  easing,
  defaultTransition,
  zIndex,
} from './tokens';
export type {
  ColorToken,
  ColorName,
  Breakpoint,
  LayoutBreakpoint,
  TextStyle,
  TextStyleName,
  SpaceStep,
  Radius,
  ZLayer,
} from './tokens';

// Theme
export { ThemeProvider, GlobalStyles, createTheme, cssVariableName, tones } from './theme';
export type {
  ThemeProviderProps,
  TesseraTheme,
  ColorScheme,
  Tone,
  ToneColors,
  SemanticColorName,
} from './theme';

// Foundation components
export { Button } from './components/Button';
export type { ButtonProps, ButtonVariant } from './components/Button';
export { Typography } from './components/Typography';
export type { TypographyProps } from './components/Typography';
export {
  ArrowRightIcon,
  ArrowLeftIcon,
  ArrowUpIcon,
  ArrowDownIcon,
  CheckIcon,
  CloseIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ExternalLinkIcon,
  LinkIcon,
  CopyIcon,
  SearchIcon,
  MenuIcon,
  MoreVerticalIcon,
  MoreHorizontalIcon,
  PlusIcon,
  MinusIcon,
  InfoIcon,
  WarningIcon,
  ErrorIcon,
  SuccessIcon,
  UploadIcon,
  DownloadIcon,
  TrashIcon,
  UndoIcon,
  RetryIcon,
  ImageIcon,
  FileIcon,
  DragIcon,
  ZoomInIcon,
  ZoomOutIcon,
  ThumbsUpIcon,
  ThumbsDownIcon,
  LockIcon,
  HashIcon,
  SunIcon,
  MoonIcon,
  SidebarCollapseIcon,
  SidebarExpandIcon,
  UserIcon,
  CodeIcon,
  icons,
} from './components/Iconography';
export type { IconName, IconProps } from './components/Iconography';

// Content components (Accordion, Alert, Avatar, Blockquote, Card, Code, CodeBlock, Hex, Image, …)
// — end of content components

// Interactive widgets (Portal, Modal, Tooltip, menus, Select, Tabs, CollapsableMenu)
export { CollapsableMenu } from './components/CollapsableMenu';
export type { CollapsableMenuLink, CollapsableMenuProps } from './components/CollapsableMenu';
export type { DropdownOption } from './components/Dropdown';
export { KebabMenu } from './components/KebabMenu';
export type { KebabMenuProps } from './components/KebabMenu';
export { Modal } from './components/Modal';
export type { ModalProps } from './components/Modal';
export { PopoutMenu } from './components/PopoutMenu';
export type { MenuEntry, PopoutMenuProps, SubmenuEntry } from './components/PopoutMenu';
export { Portal } from './components/Portal';
export type { PortalProps } from './components/Portal';
export { Select } from './components/Select';
export type { SelectOption, SelectProps } from './components/Select';
export { Submenu } from './components/Submenu';
export type { SubmenuProps } from './components/Submenu';
export { Tabs } from './components/Tabs';
export type { TabItem, TabsProps } from './components/Tabs';
export { Tooltip } from './components/Tooltip';
export type { TooltipProps } from './components/Tooltip';
export { useDropdown } from './hooks/useDropdown';
export type { UseDropdownOptions, DropdownHandle } from './hooks/useDropdown';
// — end of interactive widgets

// Docs-site components (Toast, Navigation, OnThisPage, ParameterTable, UserFeedback, layouts)
// — end of docs-site components

// Forms (Field, Checkbox, Switch, RadioGroup, Form)
// — end of forms

// Upload (engine types, FileUpload, MediaUpload)
// — end of upload
