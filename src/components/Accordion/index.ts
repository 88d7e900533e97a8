export { Accordion } from './Accordion';
export type { AccordionProps, AccordionItem } from './Accordion';
