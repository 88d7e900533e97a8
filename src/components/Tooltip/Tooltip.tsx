import { useTheme } from '../../theme/useTheme';
import {
  arrow,
  autoUpdate,
  flip,
  FloatingArrow,
  offset,
  shift,
  safePolygon,
  size,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  useTransitionStyles,
  type Placement,
} from '@floating-ui/react';
import {
  cloneElement,
  isValidElement,
  useRef,
  useState,
  type ReactElement,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useDismissableLayer } from '../../hooks/useDismissableLayer';
import { useOpenDirection } from '../../hooks/useOpenDirection';
import { checkProp } from '../../lib/devWarning';
import { unwrapLazy } from '../../lib/lazyNodes';
import { Portal } from '../Portal';
import { arrowFill, textTriggerStyles, tooltipStyles } from './Tooltip.styles';

export interface TooltipProps {
  /** What the tooltip says. Keep it short and non-interactive: it is a description, not a dialog. */
  content: ReactNode;
  /**
   * The element it describes: one focusable element (a button or link), or plain text, which
   * is then a button that reads as text, underlined with dots: it takes keyboard focus and is
   * announced as a button described by the tooltip.
   */
  children: ReactElement | string;
  /**
   * Width in px, or `auto` to fit short text up to 310 px. Never wider than the viewport minus its 12 px margins.
   * @default 310
   */
  width?: number | 'auto';
  /**
   * Preferred side of the screen (`left` and `right` stay put in right-to-left text); the
   * tooltip flips and shifts to stay 12 px inside the viewport.
   * @default 'top'
   */
  placement?: Placement;
  /** Whether the tooltip shows, for a controlled tooltip. */
  open?: boolean;
  /**
   * Whether the tooltip shows from the start when uncontrolled, e.g. to document it.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the tooltip shows or hides. */
  onOpenChange?: (open: boolean) => void;
}

type TriggerProps = Record<string, unknown> & { ref?: Ref<HTMLElement> };

/**
 * A short description that appears beside an element on hover or keyboard focus. The pointer
 * can move onto it without it closing (WCAG 1.4.13); Escape, a press elsewhere, leaving both
 * or moving focus away hides it. It has no element of its own around the trigger: a `ref` on
 * the child reaches the child.
 */
export function Tooltip({
  content,
  children,
  width = 310,
  placement = 'top',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: TooltipProps) {
  const theme = useTheme();
  // A child written in a Server Component can arrive as a reference React resolves later.
  const child = unwrapLazy(children);
  const margin = theme.sizes.tooltipMargin;
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    component: 'Tooltip',
    prop: 'open',
  });
  const [arrowElement, setArrowElement] = useState<SVGSVGElement | null>(null);
  const referenceRef = useRef<Element | null>(null);
  const floatingRef = useRef<HTMLDivElement | null>(null);
  // The tooltip lives at the end of the body; it reads in its trigger's writing direction.
  const direction = useOpenDirection(open, referenceRef);

  const isValidWidth = width === 'auto' || width > 0;
  if (typeof width === 'number') {
    checkProp(
      'Tooltip',
      'width',
      width,
      isValidWidth,
      'a positive number of px or "auto"',
      theme.sizes.tooltipWidth,
    );
  }
  const safeWidth = isValidWidth ? width : theme.sizes.tooltipWidth;

  const widestWidth = safeWidth === 'auto' ? theme.sizes.tooltipWidth : safeWidth;

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(theme.sizes.floatingOffset + 6),
      flip({ padding: margin }),
      shift({ padding: margin }),
      size({
        padding: margin,
        apply({ availableWidth, elements }) {
          elements.floating.style.maxWidth = `${Math.max(0, Math.min(availableWidth, widestWidth))}px`;
        },
      }),
      arrow({ element: arrowElement, padding: theme.radii.control }),
    ],
  });

  // Hoverable: the pointer may cross to the tooltip and rest on it.
  const hover = useHover(context, { mouseOnly: true, move: false, handleClose: safePolygon() });
  const focus = useFocus(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, role]);

  // Escape and a press elsewhere hide it; the reasons reach floating-ui so that focus staying
  // on the trigger does not show it again.
  useDismissableLayer({
    open,
    elements: [referenceRef, floatingRef],
    onDismiss: (reason, event) =>
      context.onOpenChange(false, event, reason === 'escape' ? 'escape-key' : 'outside-press'),
  });
  // A tap or click on the trigger hides it too.
  const hideOnPress = (event: { nativeEvent: Event }) => {
    if (open) context.onOpenChange(false, event.nativeEvent, 'reference-press');
  };
  const { isMounted, styles: transitionStyles } = useTransitionStyles(context, {
    duration: theme.durations.dropdown,
  });

  const childRef = isValidElement<TriggerProps>(child) ? child.props.ref : undefined;
  const triggerRef = useMergeRefs([refs.setReference, childRef, referenceRef]);
  const floatingRefs = useMergeRefs([refs.setFloating, floatingRef]);

  const trigger = isValidElement<TriggerProps>(child) ? (
    // The child's own ref is merged, not read: cloneElement is how a trigger gets its handlers.
    // eslint-disable-next-line react-hooks/refs
    cloneElement(child, {
      ...getReferenceProps({
        ...child.props,
        onPointerDown: (event: { nativeEvent: Event }) => {
          (child.props.onPointerDown as ((event: unknown) => void) | undefined)?.(event);
          hideOnPress(event);
        },
      }),
      ref: triggerRef,
      // A cut label inside the trigger leaves the telling to the tooltip (see OneLineLabel).
      'data-tooltip-trigger': '',
    })
  ) : (
    // A term that has more to say is a control the reader can reach and ask: in the tab order and
    // announced as a button described by the tooltip. Not a <button>: a button is one box that
    // never breaks across lines, and a term of several words must wrap with its sentence.
    // Space on it does not scroll the page, as on a button; nothing else happens on a press.
    <span
      ref={triggerRef}
      role="button"
      tabIndex={0}
      css={textTriggerStyles(theme)}
      {...getReferenceProps({
        onPointerDown: hideOnPress,
        onKeyDown: (event: KeyboardEvent<HTMLSpanElement>) => {
          if (event.key === ' ') event.preventDefault();
        },
      })}
    >
      {child}
    </span>
  );

  return (
    <>
      {trigger}
      {isMounted && (
        <Portal>
          <div
            ref={floatingRefs}
            css={tooltipStyles(theme)}
            // eslint-disable-next-line no-restricted-syntax -- portalled: mounted on the client only
            style={{
              ...floatingStyles,
              ...transitionStyles,
              zIndex: theme.zIndex.tooltip,
              width: safeWidth === 'auto' ? undefined : safeWidth,
            }}
            dir={direction}
            data-width={safeWidth === 'auto' ? 'auto' : undefined}
            data-state={open ? 'open' : 'closed'}
            {...getFloatingProps()}
          >
            {content}
            <FloatingArrow
              ref={setArrowElement}
              context={context}
              fill={arrowFill(theme)}
              stroke={theme.colors.border}
              strokeWidth={1}
              width={12}
              height={6}
            />
          </div>
        </Portal>
      )}
    </>
  );
}
