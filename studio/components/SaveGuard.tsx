import { Card, Stack, Text } from '@sanity/ui';
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import { getPublishedId, useConnectionState, useDocumentOperation, useDocumentStore } from 'sanity';

/**
 * The Studio keeps an editor's keystrokes in a buffer per document and sends them at most once a
 * second (sanity's document store throttles `commit` to 1000 ms, leading and trailing); the
 * buffer lives in the tab's memory only. Until the lake's listener echoes a commit back, the
 * document is "inconsistent" (`documentStore.pair.consistencyStatus`), which covers both the
 * edits still in the buffer and those in flight. A reload or a closed tab in that window used to
 * drop them without a word. So, while a document has such edits:
 * - leaving the page asks first (`beforeunload`), and the buffer is committed at once, so that
 *   an editor who stays has them saved within a request instead of a throttle period;
 * - a tab that is hidden or left (`visibilitychange`, `pagehide`) commits the buffer at once,
 *   which is all a page can still do once the editor has chosen to leave.
 * The handler is attached from the subscription itself, not from a React effect, so it is in
 * place in the same task as the keystroke that made the document dirty.
 */
export function SaveGuard({
  documentId,
  documentType,
  children,
}: {
  documentId: string;
  documentType: string;
  children: ReactNode;
}) {
  const publishedId = getPublishedId(documentId);
  const documentStore = useDocumentStore();
  const operations = useDocumentOperation(publishedId, documentType);
  const commit = useRef(operations.commit);
  commit.current = operations.commit;

  useEffect(() => {
    const flush = () => {
      if (!commit.current.disabled) commit.current.execute();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      flush();
      event.preventDefault();
      // Older Chromium and Safari only ask when returnValue is set.
      event.returnValue = '';
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    let guarded = false;
    const guard = (on: boolean) => {
      if (on === guarded) return;
      guarded = on;
      const method = on ? 'addEventListener' : 'removeEventListener';
      window[method]('beforeunload', onBeforeUnload);
      window[method]('pagehide', flush);
      document[method]('visibilitychange', onHidden);
    };
    const subscription = documentStore.pair
      .consistencyStatus(publishedId, documentType)
      .subscribe((isConsistent) => guard(!isConsistent));
    return () => {
      subscription.unsubscribe();
      guard(false);
    };
  }, [documentStore, publishedId, documentType]);

  return (
    <Stack gap={4}>
      <ConnectionNotice publishedId={publishedId} documentType={documentType} />
      {children}
    </Stack>
  );
}

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const isOnline = () => navigator.onLine;

/**
 * Offline, the Studio itself only says "Saving…" for as long as it lasts. This says why and what
 * happens to the edits: the browser's own online/offline state, and the document's listener
 * connection to the lake ("reconnecting" when the lake is unreachable though the network is up).
 */
function ConnectionNotice({ publishedId, documentType }: { publishedId: string; documentType: string }) {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const connection = useConnectionState(publishedId, documentType);
  if (online && connection !== 'reconnecting') return null;
  return (
    <Card padding={3} radius={2} tone="caution" border role="status" data-testid="studio-offline-notice">
      <Stack gap={3}>
        <Text size={1} weight="semibold">
          {online ? 'The content lake cannot be reached' : 'The Studio is offline'}
        </Text>
        <Text size={1}>
          Your edits so far are kept in this tab and will be saved when the connection returns. Keep the tab
          open until then: closing or reloading it now would lose them.
          {connection === 'reconnecting' ? ' The form is read-only until the Studio is reconnected.' : ''}
        </Text>
      </Stack>
    </Card>
  );
}
