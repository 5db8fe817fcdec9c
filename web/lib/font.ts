import localFont from 'next/font/local';

// Inter from npm (@fontsource-variable/inter): no font requests to the internet at build or run time.
export const inter = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
      style: 'normal',
    },
  ],
  weight: '100 900',
  display: 'swap',
  variable: '--vg-font',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
