export { Footer } from './Footer';
export type { FooterProps, FooterLink } from './Footer';
