/** Where the site is served when TESSERA_SITE_URL is not set. */
export declare const defaultSiteUrl: string;
/** The site's address from the environment and the warning to print when the fallback is used. */
export declare function resolveSiteUrl(environment: Record<string, string | undefined>): {
  url: URL;
  warning: string | undefined;
};
