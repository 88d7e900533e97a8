import { useTheme } from '../../theme/useTheme';
import type { ReactNode } from 'react';
import { tones, type Tone } from '../../theme';
import { CheckIcon } from '../Iconography/icons';
import { checkProp } from '../../lib/devWarning';

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

const renderIcon = (icon: ReactNode) =>
  typeof icon === 'string' ? (
    <img src={icon} alt="" data-image-icon="" width={64} height={64} />
  ) : (
    icon
  );

/** A known tone, or undefined with a warning in development. */
export function checkedTone(component: string, tone: Tone | undefined): Tone | undefined {
  if (tone === undefined) return undefined;
  return checkProp(
    component,
    'options[].tone',
    tone,
    tones.includes(tone),
    `one of ${tones.map((known) => `"${known}"`).join(', ')}; using the default colour`,
  )
    ? tone
    : undefined;
}

/**
 * Icon, hover icon, label and selection tick of an option row, the parts the theme's
 * `dropdownOption` lays out. Select's rows and the menus' items share it.
 */
export function OptionContent({
  option,
  tone,
  showCheck,
}: {
  option: DropdownOption;
  tone: Tone | undefined;
  showCheck: boolean;
}) {
  const theme = useTheme();
  const toned = tone && !option.disabled ? { color: theme.tones[tone].text } : undefined;
  return (
    <>
      {option.icon !== undefined && (
        <span data-part="icon" css={toned}>
          {renderIcon(option.icon)}
        </span>
      )}
      {option.hoverIcon !== undefined && (
        <span data-part="hover-icon" css={toned}>
          {renderIcon(option.hoverIcon)}
        </span>
      )}
      <span data-part="label" css={toned}>
        {option.label}
      </span>
      {showCheck && <CheckIcon data-part="check" />}
    </>
  );
}
