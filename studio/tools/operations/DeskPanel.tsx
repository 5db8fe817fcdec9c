// The desk: find a reservation by reference, name, e-mail or plate, read it
// whole, move it to another unit, add a note. Staff-only and English, like the rest of the tool.
import { Badge, Box, Button, Card, Flex, Grid, Select, Stack, Text, TextArea, TextInput } from '@sanity/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { DESK_QUERY_MIN } from '../../../domain/index.ts';
import { type StaffFetch, useStaffQuery } from './api.ts';
import { type Column, DataTable } from './DataTable.tsx';
import { dateTime, isk } from './format.ts';
import { InspectionsPanel, type StaffPhotoLoader } from './InspectionsPanel.tsx';
import { auditColumns } from './panels.tsx';
import {
  CheckedInBadge,
  ErrorNotice,
  Field,
  LoadState,
  PLAIN_LIST,
  RowButton,
  StatusBadge,
  useStaffAction,
} from './parts.tsx';
import { lateReturnLabel, movementStatus } from './status.ts';
import type { DayBoard, DeskHit, ReservationDesk } from './types.ts';

const hitColumns: Column<DeskHit>[] = [
  { header: 'Reference', value: (h) => h.reference },
  {
    header: 'Status',
    value: (h) => movementStatus(h.status).label,
    render: (h) => <StatusBadge status={h.status} testId="desk-status" />,
  },
  { header: 'Customer', value: (h) => h.customer },
  { header: 'E-mail', value: (h) => h.email },
  {
    header: 'Pickup',
    value: (h) => h.pickupAt,
    render: (h) => `${dateTime(h.pickupAt)} · ${h.pickupLocationId}`,
  },
  { header: 'Class', value: (h) => h.className },
  { header: 'Plate', value: (h) => h.plate ?? '' },
];

export function DeskPanel(props: {
  fetcher: StaffFetch;
  download: (path: string, filename: string) => Promise<void>;
  /** A reservation to open at once (a board row's Open). */
  openId?: string | null;
  photo: StaffPhotoLoader;
}) {
  const { fetcher } = props;
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(props.openId ?? null);
  const tooShort = term.trim().length < DESK_QUERY_MIN;
  const results = useStaffQuery<{ results: DeskHit[] }>(
    fetcher,
    query ? `/staff/desk/search?q=${encodeURIComponent(query)}` : null,
  );
  const detail = useStaffQuery<ReservationDesk>(
    fetcher,
    openId ? `/staff/desk/reservations/${openId}` : null,
  );

  function search(event: FormEvent) {
    event.preventDefault();
    if (tooShort) return;
    setOpenId(null);
    if (query === term.trim()) results.reload();
    setQuery(term.trim());
  }

  return (
    <Stack gap={4}>
      <Card padding={3} radius={2} border>
        <search aria-label="Find a reservation">
          <form onSubmit={search}>
            <Field id="desk-search" label="Find a reservation">
              <Flex gap={2}>
                <Box flex={1}>
                  <TextInput
                    id="desk-search"
                    value={term}
                    placeholder="Reference, name, e-mail or plate"
                    onChange={(e) => setTerm(e.currentTarget.value)}
                  />
                </Box>
                <Button type="submit" tone="primary" text="Search" disabled={tooShort} />
              </Flex>
              <Text size={1} muted>
                At least {DESK_QUERY_MIN} characters. A name finds the customer and every driver.
              </Text>
            </Field>
          </form>
        </search>
      </Card>
      {query ? (
        <LoadState result={results.result} label="reservations">
          {({ results: hits }) => (
            <DataTable
              title={`Reservations matching “${query}”`}
              testId="desk-results"
              columns={hitColumns}
              rows={hits}
              rowKey={(h) => h.id}
              empty="No reservation matches."
              csvName="desk-search.csv"
              actions={(h) => (
                <RowButton
                  mode={openId === h.id ? 'default' : 'ghost'}
                  text="Open"
                  aria-label={`Open ${h.reference}`}
                  onClick={() => setOpenId(h.id)}
                />
              )}
            />
          )}
        </LoadState>
      ) : null}
      {openId ? (
        <LoadState result={detail.result} label="the reservation">
          {(reservation) => (
            <ReservationDetail
              reservation={reservation}
              fetcher={fetcher}
              download={props.download}
              photo={props.photo}
              onChanged={() => {
                detail.reload();
                if (query) results.reload();
              }}
            />
          )}
        </LoadState>
      ) : null}
      <KeyCodeCard fetcher={fetcher} />
    </Stack>
  );
}

function Section(props: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card padding={3} radius={2} border data-testid={props.testId}>
      <Stack gap={3}>
        <Text as="h3" size={1} weight="semibold">
          {props.title}
        </Text>
        {props.children}
      </Stack>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size={0} muted>
        {label}
      </Text>
      <Text size={1}>{children}</Text>
    </Stack>
  );
}

function ReservationDetail(props: {
  reservation: ReservationDesk;
  fetcher: StaffFetch;
  download: (path: string, filename: string) => Promise<void>;
  photo: StaffPhotoLoader;
  onChanged: () => void;
}) {
  const { reservation: r, fetcher } = props;
  const [unitId, setUnitId] = useState('');
  const [note, setNote] = useState('');
  const { busy, error, setError, act } = useStaffAction<'unit' | 'note'>(props.onChanged);

  const assign = () =>
    act('unit', async () => {
      const chosen = r.unitOptions.find((u) => String(u.id) === unitId);
      await fetcher(`/staff/desk/reservations/${r.id}/unit`, {
        method: 'POST',
        body: { unitId: Number(unitId) },
      });
      setUnitId('');
      return `${r.reference} now has ${chosen?.plate ?? 'the unit'}`;
    });
  const addNote = (event: FormEvent) => {
    event.preventDefault();
    void act('note', async () => {
      await fetcher(`/staff/desk/reservations/${r.id}/notes`, { method: 'POST', body: { text: note } });
      setNote('');
      return `Note added to ${r.reference}`;
    });
  };

  return (
    <Stack gap={3} data-testid="desk-detail" aria-label={`Reservation ${r.reference}`}>
      <Flex align="center" gap={3} wrap="wrap">
        <Text as="h2" size={3} weight="bold">
          {r.reference}
        </Text>
        <StatusBadge status={r.status} testId="desk-status" />
        {r.selfService ? <Badge tone="primary">Self-service</Badge> : <Badge>Desk</Badge>}
      </Flex>
      {r.return.late ? (
        <Card padding={3} radius={2} tone="critical" border data-testid="desk-late" role="status">
          <Text size={1} weight="semibold">
            {lateReturnLabel(r.return.late)}: due back {dateTime(r.return.late.dueAt)} at {r.returnLocationId}
            , no return inspection yet.
          </Text>
        </Card>
      ) : null}
      <ErrorNotice message={error} />
      <Grid gridTemplateColumns={[1, 1, 2]} gap={3}>
        <Section title="Rental">
          <Grid gridTemplateColumns={2} gap={3}>
            <Fact label="Pickup">
              {dateTime(r.pickupAt)} · {r.pickupLocationId}
            </Fact>
            <Fact label="Return">
              {dateTime(r.returnAt)} · {r.returnLocationId}
            </Fact>
            <Fact label="Returned">
              <span data-testid="desk-returned">
                {r.return.returnedAt
                  ? `${dateTime(r.return.returnedAt)} (return inspection)`
                  : r.return.late
                    ? 'Not yet: late'
                    : 'Not yet'}
              </span>
            </Fact>
            <Fact label="Booked">{dateTime(r.createdAt)}</Fact>
            <Fact label="Language">{r.locale}</Fact>
          </Grid>
        </Section>
        <Section title="Customer and drivers">
          <Grid gridTemplateColumns={2} gap={3}>
            <Fact label="Customer">{r.customer.name}</Fact>
            <Fact label="E-mail">{r.customer.email}</Fact>
            <Fact label="Phone">{r.customer.phone ?? '—'}</Fact>
            <Fact label="Country">{r.customer.country ?? '—'}</Fact>
          </Grid>
          <Stack gap={2} as="ul" style={{ margin: 0, paddingLeft: 18 }}>
            {/* Two drivers may share a name: their place in the list tells them apart. */}
            {r.drivers.map((d) => (
              <Text as="li" size={1} key={`${d.role}-${d.name}-${r.drivers.indexOf(d)}`}>
                {d.name} ({d.role === 'main' ? 'main driver' : 'extra driver'})
              </Text>
            ))}
          </Stack>
        </Section>
        <Section title="Vehicle" testId="desk-vehicle">
          <Grid gridTemplateColumns={2} gap={3}>
            <Fact label="Class">{r.vehicle.className}</Fact>
            <Fact label="Unit">
              <span data-testid="desk-plate">{r.unit ? r.unit.plate : 'none'}</span>
              {r.unit ? ` · home ${r.unit.locationId}` : ''}
            </Fact>
            <Fact label="Assigned">
              {r.unit?.assignedAt
                ? `${dateTime(r.unit.assignedAt)} by ${r.unit.assignedBy ?? 'the service'}`
                : 'Held by the booking, not fixed yet'}
            </Fact>
          </Grid>
          {r.unitConflict ? (
            <Card padding={3} radius={2} tone="caution" border data-testid="desk-unit-conflict">
              <Text size={1}>
                {r.unit?.plate ?? 'The unit'}{' '}
                {r.unitConflict.cause.kind === 'retired'
                  ? 'is retired before this rental ends'
                  : `is out of service during this rental (${r.unitConflict.cause.reason})`}
                : assign another unit.
              </Text>
            </Card>
          ) : null}
          <Flex gap={2} align="flex-end" wrap="wrap">
            <Field id="desk-unit" label="Assign a unit" flex={1}>
              <Select
                id="desk-unit"
                value={unitId}
                onChange={(e) => setUnitId(e.currentTarget.value)}
                disabled={r.unitOptions.length === 0}
              >
                <option value="">
                  {r.unitOptions.length === 0 ? 'No other unit of this class is free' : 'Choose a unit'}
                </option>
                {r.unitOptions.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.plate} · home {u.locationId}
                  </option>
                ))}
              </Select>
            </Field>
            <Button
              tone="primary"
              text={r.unit?.assignedAt ? 'Change unit' : 'Assign unit'}
              disabled={!unitId || busy !== null}
              loading={busy === 'unit'}
              onClick={() => void assign()}
            />
          </Flex>
          {r.unit && !r.unit.assignedAt ? (
            <Button
              mode="ghost"
              text={`Keep ${r.unit.plate}`}
              disabled={busy !== null}
              onClick={() => {
                const plate = r.unit?.plate;
                void act('unit', async () => {
                  await fetcher(`/staff/desk/reservations/${r.id}/unit`, {
                    method: 'POST',
                    body: { unitId: r.unit?.id },
                  });
                  return `${r.reference} keeps ${plate}`;
                });
              }}
            />
          ) : null}
        </Section>
        <Section title="Payments" testId="desk-money">
          <Grid gridTemplateColumns={2} gap={3}>
            <Fact label="Total">{isk(r.money.total)}</Fact>
            <Fact label="Paid">{isk(r.money.paid)}</Fact>
            <Fact label="Refunded">{isk(r.money.refunded)}</Fact>
            <Fact label="Balance due">
              {r.money.balance > 0 ? <strong>{isk(r.money.balance)}</strong> : isk(r.money.balance)}
            </Fact>
          </Grid>
          <Stack gap={2}>
            {r.money.payments.map((p) => (
              <Text size={1} key={p.id}>
                {dateTime(p.at)} · {p.kind === 'capture' ? 'payment' : 'refund'} {isk(p.amount)} · {p.status}
              </Text>
            ))}
          </Stack>
        </Section>
        <Section title="Check-in" testId="desk-checkin">
          <Grid gridTemplateColumns={2} gap={3}>
            <Fact label="Checked in">
              <CheckedInBadge checkedIn={r.checkIn.checkedIn} />
            </Fact>
            <Fact label="Agreement signed">{r.checkIn.signedAt ? dateTime(r.checkIn.signedAt) : 'no'}</Fact>
            <Fact label="Details given">{r.checkIn.details ? 'yes' : 'no'}</Fact>
            <Fact label="Licence photos">{String(r.checkIn.licences)}</Fact>
          </Grid>
        </Section>
        <Section title="Documents" testId="desk-documents">
          {r.documents.length === 0 ? (
            <Text size={1} muted>
              No documents yet.
            </Text>
          ) : (
            <Stack gap={2}>
              {r.documents.map((d) => (
                <Flex key={`${d.kind}-${d.at}`} gap={2} align="center" justify="space-between">
                  <Text size={1}>
                    {d.title} · {dateTime(d.at)}
                  </Text>
                  {d.path ? (
                    <RowButton
                      text="Download"
                      aria-label={`Download ${d.title}`}
                      onClick={() => {
                        const extension = d.contentType === 'application/pdf' ? 'pdf' : 'jpg';
                        props
                          .download(d.path ?? '', `${r.reference}-${d.kind}.${extension}`)
                          .catch((cause: Error) => setError(cause.message));
                      }}
                    />
                  ) : null}
                </Flex>
              ))}
            </Stack>
          )}
        </Section>
      </Grid>
      <InspectionsPanel reservationId={r.id} fetcher={fetcher} photo={props.photo} />
      <Section title="Staff notes" testId="desk-notes">
        <form onSubmit={addNote}>
          <Field id="desk-note" label="Add a note (staff only; the customer never sees it)">
            <TextArea
              id="desk-note"
              rows={3}
              value={note}
              maxLength={2000}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            <Flex justify="flex-end">
              <Button
                type="submit"
                text="Add note"
                disabled={!note.trim() || busy !== null}
                loading={busy === 'note'}
              />
            </Flex>
          </Field>
        </form>
        {r.notes.length === 0 ? (
          <Text size={1} muted>
            No notes yet.
          </Text>
        ) : (
          <Stack gap={3} as="ul" style={PLAIN_LIST}>
            {r.notes.map((n) => (
              <Stack as="li" gap={2} key={n.id} data-testid="desk-note">
                <Text size={0} muted>
                  {dateTime(n.at)} · {n.author.name}
                </Text>
                <Text size={1} style={{ whiteSpace: 'pre-wrap' }}>
                  {n.text}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
      <DataTable
        title={`Staff log for ${r.reference}`}
        testId="desk-audit"
        columns={auditColumns}
        rows={r.audit}
        rowKey={(e) => String(e.id)}
        empty="No staff actions on this reservation yet."
        csvName={`staff-actions-${r.reference}.csv`}
      />
    </Stack>
  );
}

/**
 * A location's key-box code: kept by the booking service only, shown to checked-in
 * customers from the location's release time (set in the Studio's location document) until
 * the car is back.
 */
function KeyCodeCard({ fetcher }: { fetcher: StaffFetch }) {
  const board = useStaffQuery<{ days: DayBoard[] }>(fetcher, '/staff/operations/days');
  const [locationId, setLocationId] = useState('');
  const [code, setCode] = useState('');
  const { busy, error, act } = useStaffAction<'code'>();
  const locations = board.result.state === 'ready' ? (board.result.data.days[0]?.locations ?? []) : [];

  const save = (value: string | null) =>
    act('code', async () => {
      await fetcher(`/staff/locations/${encodeURIComponent(locationId)}/key-code`, {
        method: 'POST',
        body: { code: value },
      });
      setCode('');
      return value ? `Key-box code saved for ${locationId}` : `Key-box code cleared for ${locationId}`;
    });

  return (
    <Section title="Key-box codes" testId="desk-key-codes">
      <Text size={1} muted>
        Checked-in customers see the code on their reservation page from the location's release time (Studio,
        location, Opening hours) until the car is back (return inspection or booked return); it is never
        e-mailed. Saving replaces the code; it is not shown again here.
      </Text>
      <Flex gap={2} align="flex-end" wrap="wrap">
        <Field id="desk-key-location" label="Location">
          <Select
            id="desk-key-location"
            value={locationId}
            onChange={(e) => setLocationId(e.currentTarget.value)}
          >
            <option value="">Choose a location</option>
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.title}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="desk-key-code" label="New code">
          <TextInput
            id="desk-key-code"
            value={code}
            autoComplete="off"
            onChange={(e) => setCode(e.currentTarget.value)}
          />
        </Field>
        <Button
          tone="primary"
          text="Save code"
          disabled={!locationId || !code.trim() || busy !== null}
          onClick={() => void save(code.trim())}
        />
        <Button
          mode="ghost"
          tone="critical"
          text="Clear code"
          disabled={!locationId || busy !== null}
          onClick={() => void save(null)}
        />
      </Flex>
      {error ? (
        <Text size={1} role="alert" style={{ color: 'var(--card-badge-critical-fg-color)' }}>
          {error}
        </Text>
      ) : null}
    </Section>
  );
}
