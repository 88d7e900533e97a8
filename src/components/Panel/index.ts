export { Panel } from './Panel';
export type { PanelProps, PanelVariant } from './Panel';
