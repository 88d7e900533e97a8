import { useTheme } from '@emotion/react';
import {
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
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
  /** The section's heading, also the text of its toggle button. */
  title: ReactNode;
  /** What the section reveals. */
  content: ReactNode;
}

export interface AccordionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The sections, in order. */
  items: AccordionItem[];
  /**
   * Lets several sections be open at once; otherwise opening one closes the others.
   * @default true
   */
  multiple?: boolean;
  /**
   * Indexes of the sections open at first. Sections start closed.
   * @default []
   */
  defaultOpen?: number[];
  /**
   * Heading level of the section titles, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Called with the indexes of the open sections after every change. */
  onChange?: (open: number[]) => void;
}

const headingLevels = [2, 3, 4, 5, 6];

/** Stacks sections whose content the reader opens and closes by their headings. */
export function Accordion({
  items,
  multiple = true,
  defaultOpen = [],
  headingLevel = 3,
  onChange,
  ...rest
}: AccordionProps) {
  const theme = useTheme();
  const baseId = useId();
  const [open, setOpen] = useState<number[]>(defaultOpen);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);

  if (process.env.NODE_ENV !== 'production' && !headingLevels.includes(headingLevel)) {
    console.warn(`Accordion: unknown headingLevel "${headingLevel}", using 3.`);
  }
  const Heading = `h${headingLevels.includes(headingLevel) ? headingLevel : 3}` as 'h3';

  const toggle = (index: number) => {
    const isOpen = open.includes(index);
    const next = isOpen
      ? open.filter((item) => item !== index)
      : multiple
        ? [...open, index]
        : [index];
    setOpen(next);
    onChange?.(next);
  };

  // Arrow keys, Home and End move between section headers (WAI-ARIA accordion pattern).
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    triggers.current[target]?.focus();
  };

  return (
    <div css={accordionStyles(theme)} {...rest}>
      {items.map((item, index) => {
        const isOpen = open.includes(index);
        const triggerId = `${baseId}-trigger-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={index} css={itemStyles(theme)} data-state={isOpen ? 'open' : 'closed'}>
            <Heading css={headingStyles}>
              <button
                ref={(element) => {
                  triggers.current[index] = element;
                }}
                id={triggerId}
                type="button"
                css={triggerStyles(theme)}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                onKeyDown={(event) => handleKeyDown(event, index)}
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
