import { useTheme } from '../../theme/useTheme';
import { useId, useRef, useState, type ComponentPropsWithRef } from 'react';
import { useDismissableLayer } from '../../hooks/useDismissableLayer';
import { checkProp } from '../../lib/devWarning';
import { Avatar } from './Avatar';
import { groupStyles, hiddenListStyles, moreStyles, type AvatarSize } from './Avatar.styles';

export interface AvatarMember {
  /** The person's name. */
  name: string;
  /** Address of their picture. */
  src?: string;
}

export interface AvatarGroupProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The people, in the order they show. */
  members: AvatarMember[];
  /**
   * How many avatars show; the rest collapse into a "+ N" button that lists them.
   * @default 4
   */
  max?: number;
  /**
   * Size of every avatar.
   * @default 'medium'
   */
  size?: AvatarSize;
  /**
   * Accessible name of the group.
   * @default 'Members'
   */
  label?: string;
  /**
   * Accessible name of the "+ N" button, from the number of people it holds and their names. It
   * should start with what the button shows ("+ 3"), so speech input finds it by that.
   * @default (count, names) => `+ ${count} more: ${names.join(', ')}`
   */
  moreLabel?: (count: number, names: string[]) => string;
}

const defaultMoreLabel = (count: number, names: string[]) => `+ ${count} more: ${names.join(', ')}`;

/**
 * Shows a few people as overlapping avatars and the rest behind a "+ N" button. The `ref` and
 * other props go to the group element.
 */
export function AvatarGroup({
  members,
  max = 4,
  size = 'medium',
  label = 'Members',
  moreLabel = defaultMoreLabel,
  ...rest
}: AvatarGroupProps) {
  const theme = useTheme();
  const listId = useId();
  const [isOpen, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const isValidMax = Number.isInteger(max) && max >= 1;
  checkProp('AvatarGroup', 'max', max, isValidMax, 'a whole number of at least 1', 4);
  const safeMax = isValidMax ? max : 4;
  const shown = members.slice(0, safeMax);
  const hidden = members.slice(safeMax);

  // A press elsewhere, Escape (focus back on the button) or focus moving away closes the list.
  useDismissableLayer({
    open: isOpen,
    elements: [button, list],
    focusOutside: true,
    onDismiss: (reason) => {
      setOpen(false);
      if (reason === 'escape') button.current?.focus();
    },
  });

  return (
    <div role="group" aria-label={label} css={groupStyles(theme)} {...rest}>
      <ul data-part="members">
        {shown.map((member, index) => (
          <li key={`${member.name}-${index}`}>
            <Avatar name={member.name} src={member.src} size={size} />
          </li>
        ))}
      </ul>
      {hidden.length > 0 && (
        <>
          <button
            ref={button}
            type="button"
            css={moreStyles(theme, size)}
            data-part="more"
            aria-expanded={isOpen}
            aria-controls={listId}
            data-state={isOpen ? 'open' : 'closed'}
            aria-label={moreLabel(
              hidden.length,
              hidden.map((member) => member.name),
            )}
            title={hidden.map((member) => member.name).join(', ')}
            onClick={() => setOpen((open) => !open)}
          >
            + {hidden.length}
          </button>
          <ul
            ref={list}
            id={listId}
            css={hiddenListStyles(theme)}
            hidden={!isOpen}
            data-state={isOpen ? 'open' : 'closed'}
          >
            {hidden.map((member, index) => (
              <li key={`${member.name}-${index}`}>
                <Avatar name={member.name} src={member.src} size="small" decorative />
                {member.name}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
