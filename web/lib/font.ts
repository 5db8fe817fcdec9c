import localFont from 'next/font/local';

// Inter from npm (@fontsource-variable/inter): no font requests to the internet at build or run time.
// Two faces split by Unicode range, as @fontsource ships them. Latin covers all five site
// languages (þ, ð, æ, ö, ß, é, ñ, œ, €), so only it is preloaded; the latin-ext face (83 kB)
// downloads only when a page holds one of its letters (a Czech or Polish name, say). Preloading
// both put 130 kB of fonts ahead of the hero image and the scripts on a slow phone connection.

export const interLatin = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--vg-font-latin',
  // The metric-adjusted fallback (next/font's default) keeps the swap free of layout shift.
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

export const interLatinExt = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--vg-font-ext',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  // @fontsource's latin-ext range (font loader options must be literals): the browser skips the
  // face, and its download, for text without these letters.
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
});

/** Class names that define both CSS variables on <html>; global.css stacks them. */
export const fontVariables = `${interLatin.variable} ${interLatinExt.variable}`;
