import { useTheme } from '../../theme/useTheme';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useListNavigation } from '../../hooks/useListNavigation';
import { checkOneOf } from '../../lib/devWarning';
import { ChevronDownIcon } from '../Iconography/icons';
import {
  accordionStyles,
  headingStyles,
  itemStyles,
  panelInnerStyles,
  panelStyles,
  triggerStyles,
} from './Accordion.styles';

export interface AccordionItem {
  /** Identifies the section: what `value`, `defaultValue` and `onValueChange` list. */
  value: string;
  /** The section's heading, also the text of its toggle button. */
  title: ReactNode;
  /** What the section reveals. */
  content: ReactNode;
}

export interface AccordionProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'onChange' | 'defaultValue' | 'children'
> {
  /** The sections, in order. */
  items: AccordionItem[];
  /**
   * Lets several sections be open at once; otherwise opening one closes the others.
   * @default true
   */
  multiple?: boolean;
  /** Values of the open sections, for a controlled Accordion. */
  value?: string[];
  /**
   * Values of the sections open at first when uncontrolled. Sections start closed.
   * @default []
   */
  defaultValue?: string[];
  /**
   * Heading level of the section titles, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Called with the values of the open sections after every change. */
  onValueChange?: (value: string[]) => void;
}

const headingLevels = [2, 3, 4, 5, 6] as const;
const closed: string[] = [];

/**
 * Stacks sections whose content the reader opens and closes by their headings. The `ref` and
 * other props go to the wrapping element.
 */
export function Accordion({
  items,
  multiple = true,
  value,
  defaultValue = closed,
  headingLevel = 3,
  onValueChange,
  ...rest
}: AccordionProps) {
  const theme = useTheme();
  const baseId = useId();
  const [open, setOpen] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
    component: 'Accordion',
  });

  const level = checkOneOf('Accordion', 'headingLevel', headingLevel, headingLevels, 3);
  const Heading = `h${level}` as 'h3';

  const toggle = (itemValue: string) => {
    setOpen((current) =>
      current.includes(itemValue)
        ? current.filter((entry) => entry !== itemValue)
        : multiple
          ? [...current, itemValue]
          : [itemValue],
    );
  };

  // Arrow keys, Home and End move between section headers (WAI-ARIA accordion pattern).
  const navigation = useListNavigation({
    items: items.map((item) => ({ label: typeof item.title === 'string' ? item.title : '' })),
    typeahead: false,
  });

  return (
    <div css={accordionStyles(theme)} {...rest}>
      {items.map((item, index) => {
        const isOpen = open.includes(item.value);
        const triggerId = `${baseId}-trigger-${item.value}`;
        const panelId = `${baseId}-panel-${item.value}`;
        return (
          <div key={item.value} css={itemStyles(theme)} data-state={isOpen ? 'open' : 'closed'}>
            <Heading css={headingStyles}>
              <button
                ref={navigation.itemRef(index)}
                id={triggerId}
                type="button"
                css={triggerStyles(theme)}
                aria-expanded={isOpen}
                aria-controls={panelId}
                data-state={isOpen ? 'open' : 'closed'}
                onClick={() => toggle(item.value)}
                onKeyDown={(event) => navigation.handleKeyDown(event)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon size={18} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              css={panelStyles(theme)}
              data-state={isOpen ? 'open' : 'closed'}
            >
              <div css={panelInnerStyles(theme)}>
                <div>{item.content}</div>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
