import { describe, expect, test } from 'vitest';
import { resolveSiteUrl } from './siteUrl.mjs';

describe('the site address for canonical links, sitemap and robots', () => {
  test('without TESSERA_SITE_URL: the local address, and a warning naming it and the fix', () => {
    const { url, warning } = resolveSiteUrl({});
    expect(url.href).toBe('http://localhost:6006/');
    expect(warning).toContain('http://localhost:6006/');
    expect(warning).toContain('TESSERA_SITE_URL');
    expect(warning?.split('\n')).toHaveLength(1);
  });

  test('an empty TESSERA_SITE_URL counts as unset', () => {
    expect(resolveSiteUrl({ TESSERA_SITE_URL: ' ' }).warning).toBeDefined();
  });

  test('with TESSERA_SITE_URL: that address with a closing slash, and no warning', () => {
    const { url, warning } = resolveSiteUrl({
      TESSERA_SITE_URL: 'https://design.example.com/docs',
    });
    expect(url.href).toBe('https://design.example.com/docs/');
    expect(warning).toBeUndefined();
  });

  test('set on purpose to the local address: no warning', () => {
    expect(resolveSiteUrl({ TESSERA_SITE_URL: 'http://localhost:6006/' }).warning).toBeUndefined();
  });
});
