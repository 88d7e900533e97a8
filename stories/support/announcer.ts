/** The library's one live region of a politeness, where components announce what changed. */
export const announcerRegion = (politeness: 'polite' | 'assertive') =>
  document.querySelector(`[data-tessera-announcer] [data-politeness="${politeness}"]`);
