import { useTheme } from '../../theme/useTheme';
import { ErrorIcon } from '../Iconography/icons';
import { messageStyles } from './Field.styles';

export interface FieldMessageProps {
  /** Base id; the message gets `${id}-error` or `${id}-description`. */
  id: string;
  error?: string;
  description?: string;
}

/** The id a control points `aria-describedby` at: the error while one shows, else the description. */
export function describedById({ id, error, description }: FieldMessageProps): string | undefined {
  if (error) return `${id}-error`;
  return description ? `${id}-description` : undefined;
}

/**
 * An `aria-describedby` of several lists of ids (the control's own message first, then the
 * caller's), each id once; undefined when there is none.
 */
export const joinIds = (...lists: (string | undefined)[]): string | undefined =>
  [...new Set(lists.flatMap((list) => list?.split(/\s+/).filter(Boolean) ?? []))].join(' ') ||
  undefined;

/**
 * The line under a form control: its error, or its description while no error shows. The
 * wrapper is a polite live region, so an error that appears on blur is announced.
 */
export function FieldMessage({ id, error, description }: FieldMessageProps) {
  const theme = useTheme();
  return (
    <div aria-live="polite" css={messageStyles(theme)}>
      {error ? (
        <p id={`${id}-error`} data-part="error">
          <ErrorIcon />
          <span>{error}</span>
        </p>
      ) : (
        description && (
          <p id={`${id}-description`} data-part="description">
            {description}
          </p>
        )
      )}
    </div>
  );
}
