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
// — end of interactive widgets

// Docs-site components (Toast, Navigation, OnThisPage, ParameterTable, UserFeedback, layouts)
// — end of docs-site components

// Forms (Field, Checkbox, Switch, RadioGroup, Form)
// — end of forms

// Upload (engine types, FileUpload, MediaUpload)
export {
  createUploader,
  Uploader,
  createHttpTransport,
  createScriptedTransport,
  TransportError,
  itemStatuses,
  transitions as uploadItemTransitions,
  canTransition as canUploadItemTransition,
  defaultUploadLabels,
  defaultUploaderOptions,
  defaultIgnoredFiles,
  formatSize,
} from './lib/upload';
export type {
  ItemStatus as UploadItemStatus,
  UploadItem,
  UploadItemError,
  UploadProgress,
  UploadOrigin,
  UploadLabels,
  UploaderOptions,
  UploaderSnapshot,
  AddInput as UploadAddInput,
  AddResult as UploadAddResult,
  ServerFileSource,
  UploadFile,
  UploadTransport,
  HttpTransportOptions,
  ScriptedTransportOptions,
} from './lib/upload';
export { useUpload } from './hooks/useUpload';
export { FileUpload, MediaUpload } from './components/MediaUpload';
export type { FileUploadProps, MediaUploadProps, UploadAppearance } from './components/MediaUpload';
// — end of upload
