import { useTheme } from '../../theme/useTheme';
import type { ReactNode } from 'react';
import { tones, type Tone } from '../../theme';
import { CheckIcon } from '../Iconography/icons';
import type { DropdownOption } from './types';
import { checkProp } from '../../lib/devWarning';

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

/** Icon, hover icon, label and selection tick of an option row. */
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
  const toneColor = tone && !option.disabled ? theme.tones[tone].text : undefined;
  return (
    <>
      {option.icon !== undefined && (
        <span data-part="icon" style={{ color: toneColor }}>
          {renderIcon(option.icon)}
        </span>
      )}
      {option.hoverIcon !== undefined && (
        <span data-part="hover-icon" style={{ color: toneColor }}>
          {renderIcon(option.hoverIcon)}
        </span>
      )}
      <span data-part="label" style={{ color: toneColor }}>
        {option.label}
      </span>
      {showCheck && <CheckIcon data-part="check" />}
    </>
  );
}
