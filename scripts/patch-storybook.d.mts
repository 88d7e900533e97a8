/** The accessible name the zoom tool's menu gets. */
export declare const zoomMenuLabel: string;
/** The manager runtime with the zoom menu named, or `undefined` when there is nothing to name. */
export declare function nameZoomMenu(source: string): string | undefined;
