export interface RichTextSpan {
  _type?: string;
  text?: string | null;
}

export interface RichTextBlock {
  _type: string;
  children?: readonly RichTextSpan[] | null;
}

/**
 * Plain text of Portable Text: only `block` entries count; the spans of a block
 * are joined as they are (they split words at marks) and blocks are joined by single spaces.
 * Empty blocks add nothing.
 */
export function flattenRichText(blocks: readonly RichTextBlock[] | null | undefined): string {
  if (!blocks) return '';
  const texts: string[] = [];
  for (const block of blocks) {
    const children = block?._type === 'block' ? block.children : null;
    if (!children) continue;
    const text = children.map((span) => (typeof span?.text === 'string' ? span.text : '')).join('');
    if (text.trim() !== '') texts.push(text);
  }
  return texts.join(' ');
}
