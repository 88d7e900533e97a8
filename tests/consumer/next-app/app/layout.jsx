import { ThemeProvider } from '@tessera/react';
import { EmotionRegistry } from './EmotionRegistry';

export const metadata = { title: 'Tessera in the Next.js App Router' };

/** A Server Component layout, as the README has it: ThemeProvider around the pages. */
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        <EmotionRegistry>
          <ThemeProvider colorScheme="dark">{children}</ThemeProvider>
        </EmotionRegistry>
      </body>
    </html>
  );
}
