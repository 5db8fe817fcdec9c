import type { Locale, Tenant } from '@domain';
import type { PageBlock } from '../../lib/content/pages.ts';
import type { EditAttr } from '../../lib/sanity/edit.ts';

export type BlockOf<T extends PageBlock['_type']> = Extract<PageBlock, { _type: T }>;

/** What every block needs besides its own content. */
export interface BlockContext {
  tenant: Tenant;
  locale: Locale;
  /** `data-sanity` for a path inside this block (`title`, `items[_key=="…"].title`), draft mode only. */
  edit: EditAttr;
}
