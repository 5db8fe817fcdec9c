// Units in Operations: each location's units with their status, the days they are out of service
// (a repair, an inspection) and their retirement. Plate, class and home location are the
// Studio's vehicle documents; what is set here is the booking service's own, and every change
// is in the staff log. Staff-only and English, like the rest of the tool.
import { Badge, Button, Card, Flex, Stack, Text, TextInput } from '@sanity/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  addDaysToDate,
  type FleetLocation,
  type FleetUnit,
  SERVICE_REASON_MAX,
  type ServicePeriod,
  servicePeriodProblem,
  type UnitStatus,
} from '../../../domain/index.ts';
import type { Loadable, StaffFetch } from './api.ts';
import { type Column, DataTable } from './DataTable.tsx';
import { dateTime, dayRange } from './format.ts';
import { DateField, ErrorNotice, Field, LoadState, PLAIN_LIST, RowButton, useStaffAction } from './parts.tsx';

const STATUS: Record<UnitStatus, { label: string; tone: 'positive' | 'caution' | 'critical' | 'default' }> = {
  in_service: { label: 'In service', tone: 'positive' },
  out_of_service: { label: 'Out of service', tone: 'caution' },
  retired: { label: 'Retired', tone: 'critical' },
  inactive: { label: 'Off in the Studio', tone: 'default' },
};

const periodText = (p: ServicePeriod) => `${dayRange(p.from, p.to)}: ${p.reason}`;

const unitColumns: Column<FleetUnit>[] = [
  { header: 'Plate', value: (u) => u.plate },
  { header: 'Class', value: (u) => u.className },
  {
    header: 'Status',
    value: (u) => STATUS[u.status].label,
    render: (u) => (
      <Badge tone={STATUS[u.status].tone} data-testid="unit-status" data-status={u.status}>
        {STATUS[u.status].label}
      </Badge>
    ),
  },
  {
    header: 'Out of service',
    value: (u) => u.servicePeriods.map(periodText).join('; '),
    render: (u) =>
      u.servicePeriods.length === 0
        ? '—'
        : u.servicePeriods.map((p) => <div key={p.id}>{periodText(p)}</div>),
  },
  {
    header: 'Retired from',
    value: (u) => (u.retiredAt ? u.retiredAt.slice(0, 10) : ''),
  },
  {
    header: 'Reservations to move',
    value: (u) => u.conflicts.map((c) => c.reference).join(' '),
    render: (u) =>
      u.conflicts.length === 0 ? (
        '—'
      ) : (
        <span data-testid="unit-conflicts" style={{ color: 'var(--card-badge-caution-fg-color)' }}>
          {u.conflicts.map((c) => `${c.reference} (${dateTime(c.pickupAt)})`).join(', ')}
        </span>
      ),
  },
];

export function UnitsPanel(props: {
  result: Loadable<{ today: string; locations: FleetLocation[] }>;
  fetcher: StaffFetch;
  onChanged: () => void;
}) {
  const { fetcher } = props;
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <LoadState result={props.result} label="the units">
      {({ today, locations }) => {
        const open = locations.flatMap((l) => l.units).find((u) => u.id === openId) ?? null;
        return (
          <Stack gap={4}>
            <Text size={1} muted>
              Plate, class and home location come from the vehicle documents in the Studio. Days out of
              service and retirement are set here: such a unit is not offered to customers and cannot be
              assigned. A reservation that already holds it is listed to be moved on the desk.
            </Text>
            {locations.map((location) => (
              <DataTable
                key={location.id}
                title={`Units at ${location.title}`}
                testId={`units-${location.id}`}
                columns={unitColumns}
                rows={location.units}
                rowKey={(u) => String(u.id)}
                empty="No units at this location."
                csvName={`units-${location.id}.csv`}
                actions={(u) => (
                  <RowButton
                    mode={openId === u.id ? 'default' : 'ghost'}
                    text="Manage"
                    aria-label={`Manage ${u.plate}`}
                    aria-expanded={openId === u.id}
                    onClick={() => setOpenId(openId === u.id ? null : u.id)}
                  />
                )}
              />
            ))}
            {locations.length > 0 ? (
              <Text size={1} muted>
                The service fixes a unit for each reservation staff have not assigned{' '}
                {locations.map((l) => `${l.autoAssignHours} h before pickup at ${l.title}`).join(', ')} (set
                per location in the Studio).
              </Text>
            ) : null}
            {open ? (
              <UnitEditor
                key={open.id}
                unit={open}
                today={today}
                fetcher={fetcher}
                onChanged={props.onChanged}
                onClose={() => setOpenId(null)}
              />
            ) : null}
          </Stack>
        );
      }}
    </LoadState>
  );
}

function UnitEditor(props: {
  unit: FleetUnit;
  today: string;
  fetcher: StaffFetch;
  onChanged: () => void;
  onClose: () => void;
}) {
  const { unit, today, fetcher } = props;
  const { busy, error, setError, act } = useStaffAction<'period' | 'retire'>(props.onChanged);
  const heading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<ServicePeriod | null>(null);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [reason, setReason] = useState('');
  const [retireFrom, setRetireFrom] = useState(addDaysToDate(today, 1));
  const problem = servicePeriodProblem({ from, to });

  // Keyboard users land on the editor they opened.
  useEffect(() => heading.current?.focus(), []);

  function startEdit(period: ServicePeriod | null) {
    setEditing(period);
    setFrom(period?.from ?? today);
    setTo(period?.to ?? today);
    setReason(period?.reason ?? '');
    setError(null);
  }

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (problem || !reason.trim()) return;
    void act('period', async () => {
      const body = { from, to, reason: reason.trim() };
      const answer = await fetcher<{ conflicts: { reference: string }[] }>(
        editing ? `/staff/units/service-periods/${editing.id}` : `/staff/units/${unit.id}/service-periods`,
        { method: 'POST', body },
      );
      startEdit(null);
      const clash = answer.conflicts.map((c) => c.reference).join(', ');
      return `${unit.plate} out of service ${from} – ${to}${clash ? `; move ${clash} on the desk` : ''}`;
    });
  };

  const remove = (period: ServicePeriod) =>
    act('period', async () => {
      await fetcher(`/staff/units/service-periods/${period.id}/remove`, { method: 'POST' });
      if (editing?.id === period.id) startEdit(null);
      return `${unit.plate} is in service again ${period.from} – ${period.to}`;
    });

  const retire = () =>
    act('retire', async () => {
      if (unit.retiredAt) {
        await fetcher(`/staff/units/${unit.id}/reinstate`, { method: 'POST' });
        return `${unit.plate} is no longer retired`;
      }
      await fetcher(`/staff/units/${unit.id}/retire`, { method: 'POST', body: { from: retireFrom } });
      return `${unit.plate} retired from ${retireFrom}`;
    });

  return (
    <Card padding={3} radius={2} border data-testid="unit-editor">
      <section aria-labelledby="unit-editor-title">
        <Stack gap={4}>
          <Flex align="center" justify="space-between" gap={2}>
            <h3 id="unit-editor-title" ref={heading} tabIndex={-1} style={{ margin: 0, fontSize: 16 }}>
              {unit.plate} · {unit.className} · home {unit.locationId}
            </h3>
            <Button mode="ghost" text="Close" onClick={props.onClose} />
          </Flex>
          <ErrorNotice message={error} />
          <Stack gap={2} as="ul" style={PLAIN_LIST} aria-label="Service periods">
            {unit.servicePeriods.length === 0 ? (
              <Text as="li" size={1} muted>
                No service periods planned.
              </Text>
            ) : (
              unit.servicePeriods.map((p) => (
                <Flex as="li" key={p.id} gap={2} align="center" wrap="wrap" data-testid="service-period">
                  <Text size={1}>
                    {periodText(p)} · by {p.createdBy}
                  </Text>
                  <RowButton
                    text="Edit"
                    aria-label={`Edit the service period ${p.from} – ${p.to}`}
                    onClick={() => startEdit(p)}
                  />
                  <RowButton
                    tone="critical"
                    text="Remove"
                    aria-label={`Remove the service period ${p.from} – ${p.to}`}
                    disabled={busy !== null}
                    onClick={() => void remove(p)}
                  />
                </Flex>
              ))
            )}
          </Stack>
          <form onSubmit={save} aria-label={editing ? 'Change the service period' : 'Add a service period'}>
            <Stack gap={3}>
              <Text as="h4" size={1} weight="semibold">
                {editing ? `Change ${editing.from} – ${editing.to}` : 'Take out of service'}
              </Text>
              <Flex gap={3} align="flex-end" wrap="wrap">
                <DateField
                  id="unit-service-from"
                  label="First day out"
                  value={from}
                  min={today}
                  onChange={setFrom}
                />
                <DateField id="unit-service-to" label="Last day out" value={to} min={from} onChange={setTo} />
                <Field id="unit-service-reason" label="Reason" flex={1} style={{ minWidth: 200 }}>
                  <TextInput
                    id="unit-service-reason"
                    value={reason}
                    maxLength={SERVICE_REASON_MAX}
                    placeholder="Windscreen repair"
                    onChange={(e) => setReason(e.currentTarget.value)}
                  />
                </Field>
                <Button
                  type="submit"
                  tone="primary"
                  text={editing ? 'Save changes' : 'Take out of service'}
                  disabled={busy !== null || !!problem || !reason.trim()}
                />
                {editing ? <Button mode="ghost" text="Cancel" onClick={() => startEdit(null)} /> : null}
              </Flex>
              <Text size={1} muted role={problem ? 'alert' : undefined}>
                {problem ?? 'Whole days in Iceland, the last day included.'}
              </Text>
            </Stack>
          </form>
          <Stack gap={3}>
            <Text as="h4" size={1} weight="semibold">
              Retirement
            </Text>
            {unit.retiredAt ? (
              <Text size={1}>
                Retired from {unit.retiredAt.slice(0, 10)}; kept for the reservations it carried.
              </Text>
            ) : (
              <Text size={1} muted>
                A retired unit carries no reservation that ends after the day it is retired from, and stays
                with the ones it carried.
              </Text>
            )}
            <Flex gap={3} align="flex-end" wrap="wrap">
              {unit.retiredAt ? null : (
                <DateField
                  id="unit-retire-from"
                  label="Retire from"
                  value={retireFrom}
                  min={today}
                  onChange={setRetireFrom}
                />
              )}
              <Button
                mode="ghost"
                tone={unit.retiredAt ? 'default' : 'critical'}
                text={unit.retiredAt ? 'Undo retirement' : 'Retire unit'}
                disabled={busy !== null || (!unit.retiredAt && retireFrom < today)}
                onClick={() => void retire()}
              />
            </Flex>
          </Stack>
        </Stack>
      </section>
    </Card>
  );
}
