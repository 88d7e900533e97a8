import { useTheme } from '@emotion/react';
import { useEffect, useId, useRef, useState, type HTMLAttributes } from 'react';
import { Avatar } from './Avatar';
import { groupStyles, hiddenListStyles, moreStyles, type AvatarSize } from './Avatar.styles';

export interface AvatarMember {
  /** The person's name. */
  name: string;
  /** Address of their picture. */
  src?: string;
}

export interface AvatarGroupProps extends HTMLAttributes<HTMLDivElement> {
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
}

/** Shows a few people as overlapping avatars and the rest behind a "+ N" button. */
export function AvatarGroup({
  members,
  max = 4,
  size = 'medium',
  label = 'Members',
  ...rest
}: AvatarGroupProps) {
  const theme = useTheme();
  const listId = useId();
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  if (process.env.NODE_ENV !== 'production' && !(Number.isInteger(max) && max >= 1)) {
    console.warn(`AvatarGroup: max must be a whole number of at least 1, got "${max}"; using 4.`);
  }
  const safeMax = Number.isInteger(max) && max >= 1 ? max : 4;
  const shown = members.slice(0, safeMax);
  const hidden = members.slice(safeMax);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [isOpen]);

  return (
    <div
      ref={root}
      role="group"
      aria-label={label}
      css={groupStyles(theme)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      {...rest}
    >
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
            aria-label={`+ ${hidden.length} more: ${hidden.map((member) => member.name).join(', ')}`}
            title={hidden.map((member) => member.name).join(', ')}
            onClick={() => setOpen((open) => !open)}
          >
            + {hidden.length}
          </button>
          <ul id={listId} css={hiddenListStyles(theme)} hidden={!isOpen}>
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
