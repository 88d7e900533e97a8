import { useTheme } from '@emotion/react';
import {
  arrow,
  autoUpdate,
  flip,
  FloatingArrow,
  offset,
  shift,
  size,
  useDismiss,
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
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { Portal } from '../Portal';
import { arrowFill, textTriggerStyles, tooltipStyles } from './Tooltip.styles';

export interface TooltipProps {
  /** What the tooltip says. Keep it short and non-interactive: it is a description, not a dialog. */
  content: ReactNode;
  /**
   * The element it describes: one focusable element (a button or link), or plain text, which
   * is then made focusable and underlined with dots.
   */
  children: ReactElement | string;
  /**
   * Width in px, or `auto` to fit short text up to 310 px. Never wider than the viewport minus its 12 px margins.
   * @default 310
   */
  width?: number | 'auto';
  /**
   * Preferred side; the tooltip flips and shifts to stay 12 px inside the viewport.
   * @default 'top'
   */
  placement?: Placement;
  /**
   * Shows the tooltip from the start, e.g. to document it.
   * @default false
   */
  defaultOpen?: boolean;
}

type TriggerProps = Record<string, unknown> & { ref?: Ref<HTMLElement> };

/** A short description that appears beside an element on hover or keyboard focus. */
export function Tooltip({
  content,
  children,
  width = 310,
  placement = 'top',
  defaultOpen = false,
}: TooltipProps) {
  const theme = useTheme();
  const margin = theme.sizes.tooltipMargin;
  const [open, setOpen] = useState(defaultOpen);
  const [arrowElement, setArrowElement] = useState<SVGSVGElement | null>(null);

  if (process.env.NODE_ENV !== 'production' && typeof width === 'number' && !(width > 0)) {
    console.warn(`Tooltip: width must be a positive number of px or "auto", got ${width}.`);
  }
  const safeWidth = width === 'auto' || width > 0 ? width : theme.sizes.tooltipWidth;

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

  const hover = useHover(context, { mouseOnly: true, move: false });
  const focus = useFocus(context);
  // Escape, a tap or click on the trigger and a press elsewhere all hide it.
  const dismiss = useDismiss(context, { referencePress: true });
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);
  const { isMounted, styles: transitionStyles } = useTransitionStyles(context, {
    duration: theme.durations.dropdown,
  });

  const childRef = isValidElement<TriggerProps>(children) ? children.props.ref : undefined;
  const triggerRef = useMergeRefs([refs.setReference, childRef]);

  const trigger = isValidElement<TriggerProps>(children) ? (
    // The child's own ref is merged, not read: cloneElement is how a trigger gets its handlers.
    // eslint-disable-next-line react-hooks/refs
    cloneElement(children, { ...getReferenceProps(children.props), ref: triggerRef })
  ) : (
    <span ref={triggerRef} tabIndex={0} css={textTriggerStyles(theme)} {...getReferenceProps()}>
      {children}
    </span>
  );

  return (
    <>
      {trigger}
      {isMounted && (
        <Portal>
          <div
            ref={refs.setFloating}
            css={tooltipStyles(theme)}
            style={{
              ...floatingStyles,
              ...transitionStyles,
              zIndex: theme.zIndex.tooltip,
              width: safeWidth === 'auto' ? undefined : safeWidth,
            }}
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
