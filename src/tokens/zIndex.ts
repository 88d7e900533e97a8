/** Stacking layers, lowest first. Components pick a layer, never a raw number. */
export const zIndex = {
  base: 0,
  raised: 1,
  sticky: 100,
  topBar: 200,
  dropdown: 300,
  overlay: 400,
  modal: 500,
  toast: 600,
  tooltip: 700,
  loadingBar: 800,
} as const;

export type ZLayer = keyof typeof zIndex;
