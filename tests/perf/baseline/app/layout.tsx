import type { ReactNode } from 'react';

export const metadata = { title: 'Hello world', description: 'The framework baseline of npm run perf.' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
