// Publish, clicked the instant it is enabled, publishes (or says why not); it is never dropped.
//
// The built-in action (sanity's usePublishAction) decides on validation it cannot trust while an
// edit is settling. sanity's validation store validates a draft only when its `_rev` changes, one
// run at a time (a newer revision waits for the running one), and it labels every result with the
// *latest* revision, not the validated one. So adding an array item and filling it at once goes:
// the item's revision is validated (the item's required date is still empty: an error), the date
// is committed and echoed as a newer revision, and the old run then ends, reported as complete for
// the newer revision, with the old error. In that window the built-in action either
// - turns the button off just as it is clicked (the click lands on a disabled button), or
// - drops a click it had held "until validation completes", with a toast naming errors the
//   document no longer has, and never sends the publish.
// Both looked like an ignored Publish (a Studio e2e test caught it about once in fifteen runs on
// a loaded machine; clicking within a second of the last edit made it likely).
//
// This wrapper keeps the built-in action (its labels, shortcut, publish request and "Published"
// state) and puts a settled check in front of it: the click is held until the draft's edits are
// all stored, the draft *as it is now* is validated here, and the built-in validation is not
// running; then the built-in publishes at once. Real errors still stop the publish, with the
// built-in's own toast.
import { useToast } from '@sanity/ui/toast';
import { useEffect, useRef, useState } from 'react';
import {
  type DocumentActionComponent,
  type DocumentActionDescription,
  getDraftId,
  type SanityDocument,
  useEditState,
  useSyncState,
  useTranslation,
  useValidationStatus,
  useWorkspace,
  validateDocument,
} from 'sanity';

/** What the built-in action's strings live under (sanity's `structureLocaleNamespace`). */
const STRUCTURE_NAMESPACE = 'structure';

/** A held click that cannot go ahead in this long says so instead of waiting for ever. */
export const SETTLE_TIMEOUT_MS = 20_000;

interface Check {
  rev: string;
  errors: boolean;
}

const wrappers = new WeakMap<DocumentActionComponent, DocumentActionComponent>();

/** The built-in Publish with a settled check in front; the same component for the same original. */
export function settledPublish(original: DocumentActionComponent): DocumentActionComponent {
  const known = wrappers.get(original);
  if (known) return known;
  const SettledPublish: DocumentActionComponent = (props) => {
    // Sanity calls actions as hooks: the built-in one first, then these, on every render in order.
    const base = original(props);
    const workspace = useWorkspace();
    const toast = useToast();
    const { t } = useTranslation(STRUCTURE_NAMESPACE);
    const { isSyncing } = useSyncState(props.id, props.type);
    const editState = useEditState(props.id, props.type);
    // The same validation the built-in reads (the draft's, references required to be published).
    const status = useValidationStatus(props.draft ? getDraftId(props.id) : props.id, props.type, true);
    const [heldSince, setHeldSince] = useState<number | null>(null);
    const [check, setCheck] = useState<Check | null>(null);
    const onHandle = useRef(base?.onHandle);
    onHandle.current = base?.onHandle;

    const draft = editState.draft as SanityDocument | null;
    const rev = draft?._rev;
    const validationTooltip = t('action.publish.validation-issues.tooltip');
    // Off only because the built-in saw validation errors, which may be a stale run's (see above).
    const offForValidation = Boolean(base?.disabled) && base?.title === validationTooltip;
    const held = heldSince !== null;

    // The draft as stored now (no edit in flight), validated here; again whenever its rev moves.
    // Also while the built-in shows errors: they may belong to an older revision.
    const wantCheck = (held || offForValidation) && !isSyncing && draft !== null && rev !== undefined;
    useEffect(() => {
      if (!wantCheck || !draft || !rev || check?.rev === rev) return;
      let current = true;
      validateDocument({ document: draft, workspace, environment: 'studio' }).then(
        (markers) => {
          if (current) setCheck({ rev, errors: markers.some((marker) => marker.level === 'error') });
        },
        () => {
          // A validator that throws is an error the editor must see before publishing.
          if (current) setCheck({ rev, errors: true });
        },
      );
      return () => {
        current = false;
      };
    }, [wantCheck, draft, rev, check, workspace]);

    useEffect(() => {
      if (heldSince === null) return;
      const checked = check !== null && check.rev === rev;
      if (!isSyncing && checked && check.errors) {
        setHeldSince(null);
        toast.push({
          status: 'error',
          title: t('action.publish.validation-issues-toast.title'),
          description: t('action.publish.validation-issues-toast.description'),
        });
        return;
      }
      // Off for a reason other than validation (permissions loading, a co-editor's multi-document
      // transaction, a publish in progress): wait for it like the built-in does.
      const offForOther = Boolean(base?.disabled) && !offForValidation;
      if (!isSyncing && checked && !status.isValidating && !offForOther) {
        setHeldSince(null);
        // Not syncing and not validating: the built-in publishes at once instead of holding it.
        onHandle.current?.();
        return;
      }
      const left = heldSince + SETTLE_TIMEOUT_MS - Date.now();
      const timer = setTimeout(
        () => {
          setHeldSince(null);
          toast.push({
            status: 'warning',
            title: 'Not published',
            description:
              'The document did not finish saving and validating within 20 seconds. Check the connection and click Publish again.',
          });
        },
        Math.max(0, left),
      );
      return () => clearTimeout(timer);
    }, [heldSince, isSyncing, check, rev, status.isValidating, base?.disabled, offForValidation, toast, t]);

    if (!base) return base;
    // Real errors for this very revision: the built-in's disabled button and tooltip stand.
    const confirmedErrors = check !== null && check.rev === rev && check.errors;
    if (base.disabled && !(offForValidation && !confirmedErrors) && !held) return base;
    const description: DocumentActionDescription = {
      ...base,
      disabled: held,
      onHandle: () => setHeldSince(Date.now()),
    };
    if (held) {
      description.label = t('action.publish.validation-in-progress.label');
      description.title = t('action.publish.waiting');
      description.shortcut = null;
    } else if (offForValidation) {
      // The built-in's errors are not confirmed for this revision yet: a click checks first.
      description.title = undefined;
    }
    return description;
  };
  SettledPublish.action = original.action;
  SettledPublish.displayName = `Settled(${original.displayName ?? 'PublishAction'})`;
  wrappers.set(original, SettledPublish);
  return SettledPublish;
}

/** The document's actions with the built-in Publish behind the settled check. */
export function withSettledPublish(actions: DocumentActionComponent[]): DocumentActionComponent[] {
  return actions.map((action) => (action.action === 'publish' ? settledPublish(action) : action));
}
