// Delete and Unpublish of a vehicle class, location, insurance cover or extra: the
// booking service is asked first whether upcoming or active reservations use the document. If
// so the action is disabled with the reason; retiring (or hiding) is the way out of new bookings.
// Otherwise it is the built-in action, confirmation dialog included. The booking service keeps
// its rows whatever happens (a delete by webhook only retires them), so this guard is about the
// editor's expectations: a deleted class disappears from the Studio while reservations name it.
import { useState } from 'react';
import type { DocumentActionComponent, DocumentActionProps } from 'sanity';
import {
  CATALOGUE_USAGE_DOCUMENTS,
  type CatalogueUsage,
  type CatalogueUsageDocumentType,
  catalogueUsageReason,
  isCatalogueUsageDocument,
} from '../../domain/catalogue-usage.ts';
import type { Tenant } from '../../schemas/index.ts';
import { useStaffFetch, useStaffQuery } from '../tools/operations/api.ts';

const GUARDED_ACTIONS = new Set(['delete', 'unpublish']);

/** The booking id of the published version: only a published document can be in a reservation. */
function bookingId(props: DocumentActionProps, type: CatalogueUsageDocumentType): string | null {
  const value = (props.published as Record<string, unknown> | null)?.[
    CATALOGUE_USAGE_DOCUMENTS[type].idField
  ];
  return typeof value === 'string' && value ? value : null;
}

// One wrapper per built-in action and brand: Sanity keys an action's hook state by the component,
// so a new wrapper on every resolve would refetch and flicker.
const wrappers = new Map<Tenant, WeakMap<DocumentActionComponent, DocumentActionComponent>>();

function guarded(original: DocumentActionComponent, tenant: Tenant): DocumentActionComponent {
  const known = wrappers.get(tenant) ?? new WeakMap();
  wrappers.set(tenant, known);
  const existing = known.get(original);
  if (existing) return existing;
  const Guarded: DocumentActionComponent = (props) => {
    // Sanity calls actions as hooks: the built-in one and the query run on every render, in order.
    const base = original(props);
    const type = props.type as CatalogueUsageDocumentType;
    const id = bookingId(props, type);
    const fetcher = useStaffFetch(tenant);
    const path = id
      ? `/staff/catalogue/usage?type=${CATALOGUE_USAGE_DOCUMENTS[type].kind}&id=${encodeURIComponent(id)}`
      : null;
    const { result, reload } = useStaffQuery<CatalogueUsage>(fetcher, path);
    // A reservation made since the pane opened: the click asks again before the built-in runs.
    const [refused, setRefused] = useState<string | null>(null);
    if (!base || !path || base.disabled) return base;
    if (result.state === 'loading')
      return { ...base, disabled: true, title: 'Checking whether reservations use this…' };
    if (result.state === 'error') {
      // Without an answer nobody knows; the safe side is to keep the document.
      return {
        ...base,
        disabled: true,
        title: `Cannot check whether reservations use this: ${result.error.message} Retire it instead, or try again later.`,
      };
    }
    const reason = catalogueUsageReason(result.data);
    if (reason) return { ...base, disabled: true, title: reason };
    return {
      ...base,
      onHandle: () => {
        fetcher<CatalogueUsage>(path).then(
          (usage) => {
            const late = catalogueUsageReason(usage);
            if (!late) return base.onHandle?.();
            setRefused(late);
            reload();
          },
          (error: Error) => setRefused(`Cannot check whether reservations use this: ${error.message}`),
        );
      },
      dialog: refused
        ? { type: 'dialog', header: 'Still in use', content: refused, onClose: () => setRefused(null) }
        : base.dialog,
    };
  };
  Guarded.action = original.action;
  Guarded.displayName = `Guarded(${original.displayName ?? original.action ?? 'action'})`;
  known.set(original, Guarded);
  return Guarded;
}

/** The document's actions with Delete and Unpublish guarded, for the catalogue types only. */
export function guardCatalogueActions(
  actions: DocumentActionComponent[],
  schemaType: string,
  tenant: Tenant,
): DocumentActionComponent[] {
  if (!isCatalogueUsageDocument(schemaType)) return actions;
  return actions.map((action) =>
    action.action && GUARDED_ACTIONS.has(action.action) ? guarded(action, tenant) : action,
  );
}
