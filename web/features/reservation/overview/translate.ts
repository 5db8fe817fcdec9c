/** A translator of the page's namespace (next-intl's `t`), handed down by the page. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;
