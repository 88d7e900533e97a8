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
  shadows,
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
  Elevation,
} from './tokens';

// Theme
export {
  ThemeProvider,
  GlobalStyles,
  createTheme,
  cssVariableName,
  statusTones,
  schemeDeclarations,
  tokenColorDeclarations,
} from './theme';
export type {
  ThemeProviderProps,
  TesseraTheme,
  CssDeclarations,
  ColorScheme,
  ColorSchemePreference,
  StatusTone,
  ToneColors,
  SemanticColorName,
} from './theme';

// Foundation components
export { Button } from './components/Button';
export type { ButtonProps, ButtonVariant } from './components/Button';
export { IconButton } from './components/IconButton';
export type { IconButtonProps, IconButtonSize, IconButtonName } from './components/IconButton';
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
export type { AlertProps } from './components/Alert';
export { Avatar, AvatarGroup } from './components/Avatar';
export type { AvatarProps, AvatarGroupProps, AvatarMember, AvatarSize } from './components/Avatar';
export { Blockquote } from './components/Blockquote';
export type { BlockquoteProps } from './components/Blockquote';
export { Code } from './components/Code';
export type { CodeProps } from './components/Code';
export { CodeBlock, CopyButton, codeLanguages } from './components/CodeBlock';
export type { CodeBlockProps, CopyButtonProps, CodeLanguage } from './components/CodeBlock';
export { useCopyToClipboard } from './hooks/useCopyToClipboard';
export type { CopyStatus, CopyToClipboard } from './hooks/useCopyToClipboard';
export { writeClipboardText } from './lib/clipboard';
export { normalizeHex, isHexColor } from './lib/hex';
export { Image } from './components/Image';
export type { ImageProps, ImageStatus } from './components/Image';
export { Hex } from './components/Hex';
export type { HexProps } from './components/Hex';
export { Card } from './components/Card';
export type { CardProps } from './components/Card';
export { IconGallery, defaultIconGalleryLabels } from './components/Iconography';
export type { IconGalleryLabels, IconGalleryProps } from './components/Iconography';
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
export { CollapsableMenu } from './components/CollapsableMenu';
export type { CollapsableMenuLink, CollapsableMenuProps } from './components/CollapsableMenu';
export type { DropdownOption } from './components/Select/OptionContent';
// `MenuItem` and `MenuSubmenu` are `Menu.Item` and `Menu.Submenu` by names a Server Component can
// import: there a member of a client module cannot be read.
export { KebabMenu, Menu, MenuItem, MenuSubmenu, PopoutMenu } from './components/Menu';
export type {
  KebabMenuProps,
  MenuEntry,
  MenuItemProps,
  MenuSubmenuProps,
  PopoutMenuProps,
  SubmenuEntry,
} from './components/Menu';
export { Modal } from './components/Modal';
export type { ModalProps } from './components/Modal';
export { Portal } from './components/Portal';
export type { PortalProps } from './components/Portal';
export { Select } from './components/Select';
export type { SelectOption, SelectProps } from './components/Select';
export { Tabs } from './components/Tabs';
export type { TabItem, TabsProps } from './components/Tabs';
export { Tooltip } from './components/Tooltip';
export type { TooltipProps } from './components/Tooltip';
// — end of interactive widgets

// Docs-site components (Toast, Navigation, OnThisPage, ParameterTable, UserFeedback, layouts)
export { Toast, ToastProvider, useToast } from './components/Toast';
export type { ToastProps, ToastProviderProps } from './components/Toast';
export { ToastQueue, defaultToastTitle, defaultToastTitles } from './lib/toastQueue';
export type {
  ToastContent,
  QueuedToast,
  ToastQueueOptions,
  ToastQueueSnapshot,
} from './lib/toastQueue';
export { useToastQueue } from './hooks/useToastQueue';
export { UserFeedback } from './components/UserFeedback';
export type { UserFeedbackProps, FeedbackAnswer } from './components/UserFeedback';
export { TableOfContents } from './components/TableOfContents';
export type { TableOfContentsProps } from './components/TableOfContents';
export { OnThisPage, collectHeadings } from './components/OnThisPage';
export type { OnThisPageProps, CollectHeadingsOptions } from './components/OnThisPage';
export { useScrollSpy } from './hooks/useScrollSpy';
export type { ScrollSpy, ScrollSpyOptions } from './hooks/useScrollSpy';
export { nestHeadings, slugify, currentSection } from './lib/tableOfContents';
export type { TocItem, HeadingEntry, SectionPosition } from './lib/tableOfContents';
export { ParameterTable, defaultParameterTableLabels } from './components/ParameterTable';
export type {
  ParameterTableLabels,
  ParameterTableProps,
  PropertyEntry,
  PropertyAttribute,
} from './components/ParameterTable';
export { propertyAnchorId, anchorUrl } from './lib/propertyAnchors';
export { Navigation } from './components/Navigation';
export type {
  NavigationProps,
  NavigationLinkProps,
  NavigationBehaviour,
} from './components/Navigation';
export { MobileNavigation } from './components/MobileNavigation';
export type { MobileNavigationProps } from './components/MobileNavigation';
export {
  isExternalHref,
  flattenItems,
  countItems,
  containsPath,
  activeTrail,
  findItem,
  isBranch,
  branchesToOpen,
  groupOfPath,
} from './lib/navigation';
export type { NavigationGroup, NavigationItem } from './lib/navigation';
export { DocsLayout, BasicLayout, InnerLayout } from './components/Layout';
export type { DocsLayoutProps, BasicLayoutProps, InnerLayoutProps } from './components/Layout';
// — end of docs-site components

// Forms (Field, Checkbox, Switch, RadioGroup, Form)
export { Field } from './components/Field';
export type { FieldProps, PhonePrefixOption } from './components/Field';
export { Checkbox, Switch } from './components/Checkbox';
export type { CheckboxProps, SwitchProps } from './components/Checkbox';
export { RadioGroup } from './components/Radio';
export type { RadioGroupProps, RadioOption } from './components/Radio';
export { Form } from './components/Form';
export type { FormProps } from './components/Form';
export { validateForm, initialFormValues, requiredMessage } from './lib/formSchema';
export type {
  FormSchema,
  FormFieldDefinition,
  FormFieldOption,
  FormFieldType,
  TextFieldType,
  FormValues,
  FormValidation,
} from './lib/formSchema';
export {
  isEmail,
  isPhoneNumber,
  isUrl,
  validateEmail,
  validatePhoneNumber,
  validateUrl,
  validationMessages,
} from './lib/validators';
export type { Validator } from './lib/validators';
export { fieldMessages } from './lib/englishFieldMessages';
export type { FieldCheckMessages, FieldMessages, PhonePickerMessages } from './lib/fieldMessages';
// — end of forms

// Upload (engine types, FileUpload, MediaUpload). Test doubles such as the scripted transport
// are in the `@tessera/react/testing` entry (src/testing.ts).
export {
  createUploader,
  Uploader,
  createHttpTransport,
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
} from './lib/upload';
export { useUpload } from './hooks/useUpload';
export { FileUpload, MediaUpload } from './components/MediaUpload';
export type { FileUploadProps, MediaUploadProps, UploadAppearance } from './components/MediaUpload';
// — end of upload
