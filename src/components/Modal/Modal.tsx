import { useTheme } from '../../theme/useTheme';
import {
  FloatingFocusManager,
  FloatingOverlay,
  useFloating,
  useMergeRefs,
  useTransitionStyles,
} from '@floating-ui/react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useDismissableLayer } from '../../hooks/useDismissableLayer';
import { warn } from '../../lib/devWarning';
import { directionOf, type Direction } from '../../lib/direction';
import { tabbableSelector } from '../../lib/tabbable';
import { CloseIcon } from '../Iconography/icons';
import { Portal } from '../Portal';
import {
  backdropStyles,
  bodyStyles,
  closeButtonStyles,
  dialogStyles,
  footerStyles,
  headerStyles,
} from './Modal.styles';

export interface ModalProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'title' | 'aria-label' | 'role'
> {
  /**
   * `alertdialog` for a message that interrupts the user and needs an answer, such as confirming
   * a destructive action: assistive technology announces it as an alert and reads its body with
   * its name (the body describes it unless `aria-describedby` is given).
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /** Whether the dialog is shown, for a controlled dialog. */
  open?: boolean;
  /**
   * Whether the dialog is shown at first when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with `false` when the user dismisses a dismissible dialog. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Called when the user dismisses a dismissible dialog (Escape, backdrop click, close button);
   * the same moment as `onOpenChange(false)`.
   */
  onClose?: () => void;
  /**
   * Lets Escape, a backdrop click and the close button dismiss the dialog. When false, those
   * gestures only make the dialog bounce, and there is no close button.
   * @default true
   */
  dismissible?: boolean;
  /** Title in the header; it also names the dialog for assistive technology. */
  header?: ReactNode;
  /** Actions at the bottom, usually buttons. */
  footer?: ReactNode;
  /** The dialog's content. */
  children?: ReactNode;
  /** Accessible name when there is no `header`. */
  'aria-label'?: string;
  /**
   * Accessible name of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * Largest width in px; narrower screens get the full width minus a margin.
   * @default 560
   */
  width?: number;
  /**
   * Element to focus on opening instead of the first focusable one (for an `alertdialog`, the
   * footer's first action).
   */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Said after the dialog's name to name its body while the body scrolls (it is then a
   * focusable region, "Publish this page? content", so keyboard users can scroll it).
   * @default 'content'
   */
  bodyLabel?: string;
}

/** Whether an element's content is taller than the element, kept up to date as sizes change. */
function useIsOverflowing(element: HTMLElement | null) {
  const [isOverflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!element) return;
    let frame = 0;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    // Measured once where the environment has no ResizeObserver (jsdom).
    if (typeof ResizeObserver === 'undefined') return undefined;
    // Measured in the next frame: changing the tab stop inside the observer callback could
    // resize the content again within the same frame.
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [element]);
  return isOverflowing;
}

/** Floating layers opened from inside the dialog (menus, tooltips) count as inside it for focus. */
function layersAbove(portal: Element | null) {
  if (!portal) return [];
  return Array.from(portal.ownerDocument.querySelectorAll('[data-tessera-portal]')).filter(
    (layer) => portal.compareDocumentPosition(layer) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
}

/**
 * The writing direction of what had focus as the dialog opens (its opener, usually), if
 * anything had: the dialog lives at the end of the body, outside a part of the page laid out in
 * another direction than the document.
 */
function openerDirection(): Direction | undefined {
  if (typeof document === 'undefined') return undefined;
  const opener = document.activeElement;
  return opener && opener !== document.body ? directionOf(opener) : undefined;
}

/**
 * A dialog above the page that holds focus until it closes: for a task or a message that
 * needs the user's full attention. The `ref` and other props go to the dialog element. It
 * reads in the direction of the control that opened it, else in the document's.
 */
export function Modal({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onClose,
  dismissible = true,
  header,
  footer,
  children,
  'aria-label': ariaLabel,
  closeLabel = 'Close',
  width,
  initialFocus,
  bodyLabel = 'content',
  role = 'dialog',
  ref,
  style,
  ...rest
}: ModalProps) {
  const theme = useTheme();
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    component: 'Modal',
    prop: 'open',
  });
  const dialogRef = useRef<HTMLDivElement | null>(null);
  const titleId = useId();
  const bodyLabelId = useId();
  const bodyId = useId();
  // An alert dialog asks for an answer: focus starts on the footer's first action, not on Close.
  const firstAction = useRef<HTMLElement | null>(null);
  const [isBouncing, setBouncing] = useState(false);
  const [bounceCount, setBounceCount] = useState(0);
  const [overlay, setOverlay] = useState<HTMLDivElement | null>(null);
  const maxWidth = width ?? theme.sizes.modalWidth;
  const hasHeader = header !== undefined || dismissible;
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const isOverflowing = useIsOverflowing(content);
  // Read as the dialog opens, before it takes focus (adjusted while rendering).
  const [direction, setDirection] = useState<Direction | undefined>(undefined);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDirection(openerDirection());
  }

  if (header === undefined && !ariaLabel && !rest['aria-labelledby']) {
    warn('Modal', 'give the dialog a `header` or an `aria-label` so it has a name.');
  }

  const close = () => {
    setOpen(false);
    onClose?.();
  };

  const {
    refs: { setFloating },
    context,
  } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) close();
    },
  });
  const dialogRefs = useMergeRefs([setFloating, dialogRef, ref]);
  const transition = { duration: theme.durations.modal };
  const { isMounted, styles: dialogTransition } = useTransitionStyles(context, {
    ...transition,
    initial: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  });
  const { styles: backdropTransition } = useTransitionStyles(context, {
    ...transition,
    initial: { opacity: 0 },
  });

  useEffect(() => {
    if (!isBouncing) return;
    const timer = setTimeout(() => setBouncing(false), theme.durations.modalBounce);
    return () => clearTimeout(timer);
  }, [isBouncing, bounceCount, theme.durations.modalBounce]);

  const requestClose = () => {
    if (dismissible) {
      close();
      return;
    }
    setBouncing(true);
    setBounceCount((count) => count + 1);
  };

  // Escape and a press on the backdrop; a menu or list open inside the dialog closes first.
  useDismissableLayer({ open, modal: true, elements: [dialogRef], onDismiss: requestClose });

  // A press on the backdrop must not move focus out of the dialog (to <body>): keyboard users
  // of a dialog that only bounces would be stranded outside it.
  const keepFocusInside = (event: MouseEvent) => {
    if (event.target === event.currentTarget) event.preventDefault();
  };

  if (!isMounted) return null;

  return (
    <Portal dir={direction}>
      <FloatingOverlay
        ref={setOverlay}
        lockScroll
        css={backdropStyles(theme)}
        style={backdropTransition}
        data-state={open ? 'open' : 'closed'}
        data-part="backdrop"
        onMouseDown={keepFocusInside}
      >
        <FloatingFocusManager
          context={context}
          modal
          initialFocus={initialFocus ?? (role === 'alertdialog' && footer ? firstAction : 0)}
          returnFocus
          getInsideElements={() => layersAbove(overlay?.parentElement ?? null)}
        >
          <div
            {...rest}
            ref={dialogRefs}
            role={role}
            aria-modal="true"
            aria-describedby={
              rest['aria-describedby'] ?? (role === 'alertdialog' ? bodyId : undefined)
            }
            aria-labelledby={header !== undefined ? titleId : undefined}
            aria-label={header === undefined ? ariaLabel : undefined}
            css={dialogStyles(theme)}
            // eslint-disable-next-line no-restricted-syntax -- portalled: mounted on the client only
            style={{ ...style, ...dialogTransition, maxWidth }}
            data-state={open ? 'open' : 'closed'}
            data-dismissible={dismissible || undefined}
            // Alternating values restart the animation when a bounce follows another.
            data-bounce={isBouncing ? (bounceCount % 2 === 0 ? 'even' : 'odd') : undefined}
          >
            {hasHeader && (
              <div css={headerStyles(theme)}>
                {header !== undefined && (
                  <h2 id={titleId} data-part="title">
                    {header}
                  </h2>
                )}
                {dismissible && (
                  <button
                    type="button"
                    aria-label={closeLabel}
                    css={closeButtonStyles(theme)}
                    onClick={close}
                  >
                    <CloseIcon size={18} />
                  </button>
                )}
              </div>
            )}
            <div
              ref={setContent}
              id={bodyId}
              css={bodyStyles(theme)}
              data-part="body"
              data-first={hasHeader ? undefined : ''}
              // Content that scrolls must be reachable by keyboard to be scrolled; a focusable
              // region needs a short name, or a screen reader reads all of its text as its name.
              {...(isOverflowing && {
                tabIndex: 0,
                role: 'region',
                ...(header !== undefined
                  ? { 'aria-labelledby': `${titleId} ${bodyLabelId}` }
                  : { 'aria-label': ariaLabel ? `${ariaLabel} ${bodyLabel}` : bodyLabel }),
              })}
            >
              {children}
            </div>
            <span id={bodyLabelId} hidden>
              {bodyLabel}
            </span>
            {footer !== undefined && (
              <div
                ref={(element) => {
                  firstAction.current =
                    [...(element?.querySelectorAll<HTMLElement>(tabbableSelector) ?? [])].find(
                      (candidate) => candidate.tabIndex >= 0,
                    ) ?? null;
                }}
                css={footerStyles(theme)}
                data-part="footer"
              >
                {footer}
              </div>
            )}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </Portal>
  );
}
