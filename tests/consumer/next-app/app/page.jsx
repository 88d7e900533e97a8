import { Button, KebabMenu, MenuItem, MenuSubmenu, PopoutMenu, Tooltip } from '@tessera/react';

/**
 * A Server Component that hands the package's client components children of its own: they
 * reach the client as React Flight references (lazy in development builds).
 */
export default function Page() {
  return (
    <main>
      <h1>Server Components</h1>
      <p>
        <Tooltip content="Saves the draft">
          <button type="button">Save draft</button>
        </Tooltip>{' '}
        <Tooltip content="Publishes the page">
          <Button>Publish</Button>
        </Tooltip>{' '}
        <Tooltip content="Tessera is a design system">Tessera</Tooltip>
      </p>
      <PopoutMenu label="More">
        <MenuItem>Rename</MenuItem>
        <MenuSubmenu label="Export">
          <MenuItem>PNG</MenuItem>
          <MenuItem>Markdown</MenuItem>
        </MenuSubmenu>
        <MenuItem disabled>Archive</MenuItem>
      </PopoutMenu>
      <KebabMenu aria-label="Page actions">
        <MenuItem>Duplicate</MenuItem>
      </KebabMenu>
    </main>
  );
}
