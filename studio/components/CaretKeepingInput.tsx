import { useEffect, useLayoutEffect, useRef } from 'react';
import type { StringInputProps } from 'sanity';
import { mapCaret } from '../lib/caret.ts';

type TextField = HTMLInputElement | HTMLTextAreaElement;

interface Seen {
  value: string;
  start: number;
  end: number;
}

const isTextField = (el: Element | null | undefined): el is TextField =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;

/**
 * The Studio's string and text inputs are controlled: when a co-editor's keystroke reaches this
 * field while it has focus, React writes the merged value into the element and the browser puts
 * the caret at the end, so the editor's next keystrokes land at the end of someone else's text
 * (two editors typing at the start and the end of one field). This keeps the caret
 * where the editor left it, moved only by what the other editor inserted or removed before it.
 */
export function CaretKeepingInput(props: StringInputProps) {
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef<Seen | null>(null);

  useEffect(() => {
    const root = box.current;
    if (!root) return;
    // Remembers the text and selection as the editor leaves them, before any re-render.
    const record = () => {
      const field = root.querySelector('input, textarea');
      if (!isTextField(field) || document.activeElement !== field) return;
      seen.current = {
        value: field.value,
        start: field.selectionStart ?? field.value.length,
        end: field.selectionEnd ?? field.value.length,
      };
    };
    const events = ['focusin', 'input', 'keyup', 'mouseup', 'select'] as const;
    for (const type of events) root.addEventListener(type, record, true);
    document.addEventListener('selectionchange', record);
    return () => {
      for (const type of events) root.removeEventListener(type, record, true);
      document.removeEventListener('selectionchange', record);
    };
  }, []);

  // Runs in the same commit in which React wrote the new value, before the next keystroke.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of the value
  useLayoutEffect(() => {
    const field = box.current?.querySelector('input, textarea');
    const last = seen.current;
    if (!isTextField(field) || !last || document.activeElement !== field) return;
    if (field.value === last.value) return; // the editor's own keystroke, or nothing changed
    const start = mapCaret(last.value, field.value, last.start);
    const end = mapCaret(last.value, field.value, last.end);
    field.setSelectionRange(start, end);
    seen.current = { value: field.value, start, end };
  }, [props.value]);

  return (
    <div ref={box} style={{ display: 'contents' }}>
      {props.renderDefault(props)}
    </div>
  );
}
