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
export { Accordion } from './components/Accordion';
export type { AccordionProps, AccordionItem } from './components/Accordion';
export { Alert } from './components/Alert';
export type { AlertProps, AlertTone } from './components/Alert';
export { Avatar, AvatarGroup } from './components/Avatar';
export type { AvatarProps, AvatarGroupProps, AvatarMember, AvatarSize } from './components/Avatar';
export { Blockquote } from './components/Blockquote';
export type { BlockquoteProps } from './components/Blockquote';
export { Code } from './components/Code';
export type { CodeProps } from './components/Code';
export { CodeBlock, CopyButton, codeLanguages } from './components/CodeBlock';
export type { CodeBlockProps, CopyButtonProps, CodeLanguage } from './components/CodeBlock';
export { useCopyToClipboard } from './hooks/useCopyToClipboard';
export type { CopyToClipboard } from './hooks/useCopyToClipboard';
export { normalizeHex, isHexColor } from './lib/hex';
export { Image } from './components/Image';
export type { ImageProps, ImageStatus } from './components/Image';
export { Hex } from './components/Hex';
export type { HexProps } from './components/Hex';
export { Card } from './components/Card';
export type { CardProps } from './components/Card';
export { IconGallery } from './components/Iconography';
export type { IconGalleryProps } from './components/Iconography';
export { Skeleton } from './components/Skeleton';
export type { SkeletonProps, SkeletonShape } from './components/Skeleton';
export { Tag } from './components/Tag';
export type { TagProps } from './components/Tag';
export { StatusTag } from './components/StatusTag';
export type { StatusTagProps } from './components/StatusTag';
export { List } from './components/List';
export type { ListProps, ListMarker } from './components/List';
export { Table } from './components/Table';
export type { TableProps, TableColumn } from './components/Table';
export { VisuallyHidden } from './components/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden';
export { Panel } from './components/Panel';
export type { PanelProps, PanelVariant } from './components/Panel';
export { Breadcrumbs } from './components/Breadcrumbs';
export type { BreadcrumbsProps, BreadcrumbItem } from './components/Breadcrumbs';
export { Footer } from './components/Footer';
export type { FooterProps, FooterLink } from './components/Footer';
export { Group } from './components/Group';
export type { GroupProps } from './components/Group';
export { Article } from './components/Article';
export type { ArticleProps } from './components/Article';
// — end of content components

// Interactive widgets (Portal, Modal, Tooltip, menus, Select, Tabs, CollapsableMenu)
// — end of interactive widgets

// Docs-site components (Toast, Navigation, OnThisPage, ParameterTable, UserFeedback, layouts)
// — end of docs-site components

// Forms (Field, Checkbox, Switch, RadioGroup, Form)
// — end of forms

// Upload (engine types, FileUpload, MediaUpload)
// — end of upload
