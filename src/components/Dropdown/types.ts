import type { ReactNode } from 'react';
import type { Tone } from '../../theme';

/** One option of a dropdown list (Select, PopoutMenu, KebabMenu, Submenu). */
export interface DropdownOption {
  /** Text of the option; also what typeahead matches. */
  label: string;
  /** Leading icon: an icon element, or an image address rendered at 64 px. */
  icon?: ReactNode;
  /** Icon shown instead of `icon` while the option is hovered or focused. */
  hoverIcon?: ReactNode;
  /** Colour of the option's label and icon. */
  tone?: Tone;
  /** Shown but cannot be chosen; keyboard focus skips it. */
  disabled?: boolean;
  /** Marks the current choice: shows a tick and is scrolled to the middle on opening. */
  selected?: boolean;
  /** Called when the option is chosen. */
  onClick?: () => void;
}
