import { Menu, PopoutMenu } from '@tessera/react';

/**
 * `Menu.Item` in a Server Component: `Menu` is a reference to a client module there, with no
 * members, so the menu cannot read its entries and says what to write instead.
 */
export default function Page() {
  return (
    <main>
      <h1>Dotted names</h1>
      <PopoutMenu label="More">
        <Menu.Item>Rename</Menu.Item>
      </PopoutMenu>
    </main>
  );
}
