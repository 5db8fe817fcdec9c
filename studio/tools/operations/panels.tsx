import { Badge, Box, Button, Card, Dialog, Flex, Grid, Stack, Text, TextInput } from '@sanity/ui';
import { useToast } from '@sanity/ui/toast';
import { useId, useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { type DayFigures, reykjavikDate } from '../../../domain/index.ts';
import type { Loadable, StaffFetch } from './api.ts';
import { type Column, DataTable, type DataTableProps } from './DataTable.tsx';
import { dateTime, dayRange, isk, time } from './format.ts';
import { CheckedInBadge, Field, LoadState, RowButton, StatusBadge } from './parts.tsx';
import { lateReturnLabel, movementStatus } from './status.ts';
import type {
  AffiliateFigures,
  AuditEntry,
  BackgroundJob,
  ClassUtilisation,
  DayBoard,
  Movement,
  PeriodReport,
  RefundRequest,
} from './types.ts';

/** A row's time; a late return carried over from an earlier day also says which day. */
const movementTime = (m: Movement, date: string) =>
  reykjavikDate(new Date(m.at)) === date ? time(m.at) : dateTime(m.at);

const movementColumns = (date: string): Column<Movement>[] => [
  { header: 'Time', value: (m) => movementTime(m, date) },
  { header: 'Reference', value: (m) => m.reference },
  {
    header: 'Status',
    value: (m) =>
      [movementStatus(m.status).label, m.late ? lateReturnLabel(m.late) : ''].filter(Boolean).join(' · '),
    render: (m) => (
      <Flex gap={2} wrap="wrap">
        <StatusBadge status={m.status} testId="movement-status" />
        {m.late ? (
          <Badge tone="critical" data-testid="movement-late" data-minutes-late={m.late.minutesLate}>
            {lateReturnLabel(m.late)}
          </Badge>
        ) : null}
      </Flex>
    ),
  },
  { header: 'Customer', value: (m) => m.customer },
  { header: 'Class', value: (m) => m.className },
  { header: 'Plate', value: (m) => m.plate ?? '' },
  {
    header: 'Self-service',
    value: (m) => (m.selfService ? 'yes' : 'no'),
    render: (m) => (m.selfService ? <Badge tone="primary">Self-service</Badge> : 'Desk'),
  },
  {
    header: 'Checked in',
    value: (m) => (m.checkedIn ? 'yes' : 'no'),
    render: (m) => <CheckedInBadge checkedIn={m.checkedIn} />,
  },
  {
    header: 'Balance due',
    value: (m) => m.balance,
    render: (m) => (m.balance > 0 ? <strong>{isk(m.balance)}</strong> : isk(m.balance)),
    align: 'right',
  },
];

/** A location's two tables of the day, pickups first. */
const MOVEMENT_TABLES = [
  { kind: 'pickups', title: 'Pickups', empty: 'No pickups.' },
  { kind: 'returns', title: 'Returns', empty: 'No returns.' },
] as const;

export function DaysPanel({
  result,
  onOpen,
}: {
  result: Loadable<{ days: DayBoard[] }>;
  /** Opens the reservation on the desk. */
  onOpen?: (reservationId: string) => void;
}) {
  const open = onOpen
    ? (m: Movement) => (
        <RowButton
          text="Open"
          aria-label={`Open ${m.reference} on the desk`}
          onClick={() => onOpen(m.reservationId)}
        />
      )
    : undefined;
  return (
    <LoadState result={result} label="today's and tomorrow's pickups and returns">
      {({ days }) => (
        <Stack gap={5}>
          {days.map((day, index) => {
            const busy = day.locations.filter((l) => l.pickups.length + l.returns.length > 0);
            const quiet = day.locations.filter((l) => l.pickups.length + l.returns.length === 0);
            const columns = movementColumns(day.date);
            return (
              <Stack key={day.date} gap={3} data-testid={`day-${day.date}`}>
                <Text as="h2" size={2} weight="semibold">
                  {index === 0 ? 'Today' : 'Tomorrow'} · {day.date}
                </Text>
                {busy.length === 0 ? (
                  <Card padding={3} radius={2} border>
                    <Text size={1} muted>
                      No pickups or returns at any location.
                    </Text>
                  </Card>
                ) : null}
                {busy.map((location) => (
                  <Stack key={location.id} gap={3}>
                    {MOVEMENT_TABLES.map(({ kind, title, empty }) => (
                      <DataTable
                        key={kind}
                        title={`${title} at ${location.title}`}
                        testId={`${kind}-${day.date}-${location.id}`}
                        columns={columns}
                        rows={location[kind]}
                        rowKey={(m) => `${m.reservationId}-${kind[0]}`}
                        empty={empty}
                        csvName={`${kind}-${location.id}-${day.date}.csv`}
                        actions={open}
                      />
                    ))}
                  </Stack>
                ))}
                {busy.length > 0 && quiet.length > 0 ? (
                  <Text size={1} muted>
                    Nothing at {quiet.map((l) => l.title).join(', ')}.
                  </Text>
                ) : null}
              </Stack>
            );
          })}
        </Stack>
      )}
    </LoadState>
  );
}

function Change({ value }: { value: number | null }) {
  if (value === null)
    return (
      <Text size={1} muted>
        no previous figures
      </Text>
    );
  const tone = value > 0 ? 'positive' : value < 0 ? 'critical' : 'default';
  return (
    <Badge tone={tone}>
      {value > 0 ? '+' : ''}
      {value} % vs previous period
    </Badge>
  );
}

function Kpi(props: {
  label: string;
  value: string;
  previous: string;
  change: number | null;
  testId: string;
}) {
  return (
    <Card padding={3} radius={2} border data-testid={props.testId}>
      <Stack gap={2}>
        <Text size={1} muted>
          {props.label}
        </Text>
        <Text size={3} weight="semibold">
          {props.value}
        </Text>
        <Text size={1} muted>
          Previous period: {props.previous}
        </Text>
        <Change value={props.change} />
      </Stack>
    </Card>
  );
}

/** Current and previous period side by side, day by day (day 1 of each, day 2 of each, …). */
function aligned(report: PeriodReport, key: keyof Omit<DayFigures, 'date'>) {
  return report.days.map((d, i) => ({
    date: d.date,
    current: d[key],
    previous: report.previousDays[i]?.[key] ?? 0,
  }));
}

function SeriesChart(props: {
  title: string;
  data: { date: string; current: number; previous: number }[];
  money?: boolean;
}) {
  const format = (v: number) => (props.money ? isk(v) : String(v));
  return (
    <Card padding={3} radius={2} border>
      <Stack gap={3}>
        <Text as="h3" size={1} weight="semibold">
          {props.title}
        </Text>
        <Box style={{ width: '100%', height: 220 }}>
          <ResponsiveContainer>
            <LineChart data={props.data} margin={{ top: 5, right: 10, left: 10, bottom: 5 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="date" fontSize={11} />
              <YAxis
                fontSize={11}
                tickFormatter={(v: number) => (props.money ? `${Math.round(v / 1000)}k` : String(v))}
              />
              <Tooltip formatter={(v) => format(Number(v))} />
              <Legend />
              <Line
                type="monotone"
                dataKey="current"
                name="This period"
                stroke="#2276fc"
                dot={false}
                isAnimationActive={false}
              />
              <Line
                type="monotone"
                dataKey="previous"
                name="Previous period"
                stroke="#8690a0"
                strokeDasharray="4 4"
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </Box>
      </Stack>
    </Card>
  );
}

const dayColumns: Column<DayFigures>[] = [
  { header: 'Date', value: (d) => d.date },
  { header: 'Bookings', value: (d) => d.bookings, align: 'right' },
  { header: 'Revenue (ISK)', value: (d) => d.revenue, render: (d) => isk(d.revenue), align: 'right' },
  { header: 'Average rental days', value: (d) => d.averageDays, align: 'right' },
];

export function ReportPanel({ result }: { result: Loadable<PeriodReport> }) {
  return (
    <LoadState result={result} label="bookings and revenue">
      {(report) => (
        <Stack gap={3}>
          <Text size={1} muted>
            {report.period.from} to {report.period.to}, compared with {report.previous.from} to{' '}
            {report.previous.to}
          </Text>
          <Grid gridTemplateColumns={[1, 1, 3]} gap={3}>
            <Kpi
              testId="kpi-bookings"
              label="Bookings"
              value={String(report.totals.bookings)}
              previous={String(report.previousTotals.bookings)}
              change={report.change.bookings}
            />
            <Kpi
              testId="kpi-revenue"
              label="Revenue"
              value={isk(report.totals.revenue)}
              previous={isk(report.previousTotals.revenue)}
              change={report.change.revenue}
            />
            <Kpi
              testId="kpi-length"
              label="Average rental length"
              value={`${report.totals.averageDays} days`}
              previous={`${report.previousTotals.averageDays} days`}
              change={report.change.averageDays}
            />
          </Grid>
          <Grid gridTemplateColumns={[1, 1, 3]} gap={3}>
            <SeriesChart title="Bookings per day" data={aligned(report, 'bookings')} />
            <SeriesChart title="Revenue per day (ISK)" data={aligned(report, 'revenue')} money />
            <SeriesChart title="Average rental length (days)" data={aligned(report, 'averageDays')} />
          </Grid>
          <DataTable
            title="Per day"
            testId="report-table"
            columns={dayColumns}
            rows={report.days}
            rowKey={(d) => d.date}
            empty="No days in this period."
            csvName={`bookings-${report.period.from}-${report.period.to}.csv`}
          />
        </Stack>
      )}
    </LoadState>
  );
}

const utilisationColumns: Column<ClassUtilisation>[] = [
  { header: 'Class', value: (c) => c.name },
  { header: 'Units', value: (c) => c.units, align: 'right' },
  { header: 'Booked hours', value: (c) => c.bookedHours, align: 'right' },
  { header: 'Capacity hours', value: (c) => c.capacityHours, align: 'right' },
  { header: 'Utilisation %', value: (c) => c.percent, render: (c) => `${c.percent} %`, align: 'right' },
];

export function UtilisationPanel({
  result,
  period,
}: {
  result: Loadable<{ classes: ClassUtilisation[] }>;
  period: { from: string; to: string };
}) {
  return (
    <LoadState result={result} label="utilisation">
      {({ classes }) => (
        <Stack gap={3}>
          {classes.length > 0 ? (
            <Card padding={3} radius={2} border>
              <Stack gap={3}>
                <Text as="h3" size={1} weight="semibold">
                  Utilisation by vehicle class, coming four weeks ({period.from} – {period.to})
                </Text>
                <Box style={{ width: '100%', height: Math.max(160, classes.length * 28 + 40) }}>
                  <ResponsiveContainer>
                    <BarChart data={classes} layout="vertical" margin={{ left: 40, right: 20 }}>
                      <CartesianGrid strokeDasharray="3 3" />
                      <XAxis type="number" domain={[0, 100]} unit=" %" fontSize={11} />
                      <YAxis type="category" dataKey="name" width={140} fontSize={11} />
                      <Tooltip formatter={(v) => `${v} %`} />
                      <Bar dataKey="percent" name="Utilisation" fill="#2276fc" isAnimationActive={false} />
                    </BarChart>
                  </ResponsiveContainer>
                </Box>
              </Stack>
            </Card>
          ) : null}
          <DataTable
            title="Utilisation by class"
            testId="utilisation-table"
            columns={utilisationColumns}
            rows={classes}
            rowKey={(c) => c.classId}
            empty="This brand has no vehicle classes."
            csvName="utilisation.csv"
          />
        </Stack>
      )}
    </LoadState>
  );
}

const refundColumns: Column<RefundRequest>[] = [
  { header: 'Reference', value: (r) => r.reference },
  { header: 'Customer', value: (r) => r.customer },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Reason', value: (r) => r.reason ?? '' },
  { header: 'Requested', value: (r) => r.requestedAt, render: (r) => dateTime(r.requestedAt) },
  { header: 'Paid (ISK)', value: (r) => r.paid, render: (r) => isk(r.paid), align: 'right' },
  {
    header: 'Refundable (ISK)',
    value: (r) => r.refundable,
    render: (r) => isk(r.refundable),
    align: 'right',
  },
];

type Decision = { kind: 'approve' | 'deny'; request: RefundRequest };

export function RefundsPanel(props: {
  result: Loadable<{ requests: RefundRequest[] }>;
  fetcher: StaffFetch;
  onDecided: () => void;
}) {
  const [decision, setDecision] = useState<Decision | null>(null);
  return (
    <LoadState result={props.result} label="refund requests">
      {({ requests }) => (
        <>
          <DataTable
            title="Refund requests"
            testId="refund-queue"
            columns={refundColumns}
            rows={requests}
            rowKey={(r) => r.reservationId}
            empty="No refund requests are waiting."
            csvName="refund-requests.csv"
            actions={(r) => (
              <Flex gap={2}>
                <RowButton
                  tone="positive"
                  mode="default"
                  text="Approve"
                  aria-label={`Approve refund for ${r.reference}`}
                  onClick={() => setDecision({ kind: 'approve', request: r })}
                />
                <RowButton
                  tone="critical"
                  text="Deny"
                  aria-label={`Deny refund for ${r.reference}`}
                  onClick={() => setDecision({ kind: 'deny', request: r })}
                />
              </Flex>
            )}
          />
          {decision ? (
            <DecisionDialog
              decision={decision}
              fetcher={props.fetcher}
              onClose={() => setDecision(null)}
              onDone={() => {
                setDecision(null);
                props.onDecided();
              }}
            />
          ) : null}
        </>
      )}
    </LoadState>
  );
}

function DecisionDialog(props: {
  decision: Decision;
  fetcher: StaffFetch;
  onClose: () => void;
  onDone: () => void;
}) {
  const { decision, fetcher } = props;
  const { request } = decision;
  const toast = useToast();
  const id = useId();
  const [amount, setAmount] = useState(String(request.refundable));
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const approve = decision.kind === 'approve';
  const parsed = Number(amount);
  const amountProblem =
    approve && (!/^\d+$/.test(amount.trim()) || parsed > request.refundable)
      ? `Enter a whole amount from 0 to ${request.refundable}`
      : null;

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      await fetcher(`/staff/refunds/${request.reservationId}/${decision.kind}`, {
        method: 'POST',
        body: approve ? { amount: parsed } : { note: note || undefined },
      });
      toast.push({
        status: 'success',
        title: approve
          ? `Refunded ${isk(parsed)} for ${request.reference}`
          : `Refund for ${request.reference} denied`,
        description: 'The customer has been e-mailed.',
      });
      props.onDone();
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  }

  return (
    <Dialog
      id={id}
      header={approve ? `Approve refund for ${request.reference}` : `Deny refund for ${request.reference}`}
      onClose={props.onClose}
      width={1}
      footer={
        <Flex padding={3} gap={2} justify="flex-end">
          <Button mode="ghost" text="Cancel" onClick={props.onClose} disabled={busy} />
          <Button
            tone={approve ? 'positive' : 'critical'}
            text={approve ? 'Refund to card' : 'Deny refund'}
            loading={busy}
            disabled={busy || Boolean(amountProblem)}
            onClick={submit}
          />
        </Flex>
      }
    >
      <Box padding={4}>
        <Stack gap={4}>
          <Text size={1}>
            {request.customer} ({request.email}) paid {isk(request.paid)}
            {request.refunded > 0 ? `, ${isk(request.refunded)} already refunded` : ''}.
          </Text>
          {request.reason ? (
            <Text size={1} muted>
              Reason given: {request.reason}
            </Text>
          ) : null}
          {approve ? (
            <Field id={`${id}-amount`} label="Amount to refund (ISK)">
              <TextInput
                id={`${id}-amount`}
                inputMode="numeric"
                value={amount}
                onChange={(e) => setAmount(e.currentTarget.value)}
              />
              {amountProblem ? (
                <Text size={1} style={{ color: 'var(--card-badge-critical-fg-color)' }}>
                  {amountProblem}
                </Text>
              ) : (
                <Text size={1} muted>
                  Paid back through the payment gateway to the card used; the customer gets an e-mail.
                </Text>
              )}
            </Field>
          ) : (
            <Field id={`${id}-note`} label="Internal note (optional, kept in the staff log)">
              <TextInput id={`${id}-note`} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
              <Text size={1} muted>
                No money moves; the customer gets an e-mail that no refund was granted.
              </Text>
            </Field>
          )}
          {error ? (
            <Card padding={3} tone="critical" radius={2} role="alert">
              <Text size={1}>{error}</Text>
            </Card>
          ) : null}
        </Stack>
      </Box>
    </Dialog>
  );
}

const affiliateColumns: Column<AffiliateFigures>[] = [
  { header: 'Affiliate', value: (a) => a.ref },
  { header: 'Clicks', value: (a) => a.clicks, align: 'right' },
  { header: 'Conversions', value: (a) => a.conversions, align: 'right' },
  { header: 'Confirmed', value: (a) => a.confirmed, align: 'right' },
  { header: 'Conversion %', value: (a) => a.rate, render: (a) => `${a.rate} %`, align: 'right' },
  { header: 'Bookings (ISK)', value: (a) => a.amount, render: (a) => isk(a.amount), align: 'right' },
];

/** A panel that is one table of what it loads. */
function TablePanel<D, T>(
  props: { result: Loadable<D>; label: string; rows: (data: D) => T[] } & Omit<DataTableProps<T>, 'rows'>,
) {
  const { result, label, rows, ...table } = props;
  return (
    <LoadState result={result} label={label}>
      {(data) => <DataTable {...table} rows={rows(data)} />}
    </LoadState>
  );
}

export function AffiliatesPanel({ result }: { result: Loadable<{ affiliates: AffiliateFigures[] }> }) {
  return (
    <TablePanel
      result={result}
      label="affiliate figures"
      rows={(data) => data.affiliates}
      title="Affiliate clicks and conversions"
      testId="affiliates-table"
      columns={affiliateColumns}
      rowKey={(a) => a.ref}
      empty="No affiliate clicks or conversions in this period."
      csvName="affiliates.csv"
    />
  );
}

const ACTION_TITLES: Record<string, string> = {
  'refund.approve': 'Approved a refund',
  'refund.deny': 'Denied a refund',
  'locations.sync': 'Synced locations',
  'content.sync': 'Synced content from the lake',
  'access.denied': 'Was refused: this role cannot act on bookings',
  'exchangerates.import': 'Imported exchange rates',
  'licence.view': "Viewed a driver's licence",
  'unit.assign': 'Assigned a unit',
  'note.add': 'Added a note',
  'agreement.view': 'Opened the signed agreement',
  'unit.auto_assign': 'Assigned a unit automatically',
  'unit.service_add': 'Took a unit out of service',
  'unit.service_change': "Changed a unit's service period",
  'unit.service_remove': 'Removed a service period',
  'unit.retire': 'Retired a unit',
  'unit.reinstate': "Undid a unit's retirement",
  'inspection.view': 'Viewed the car inspections',
  'inspection.pickup': 'Customer submitted the pickup inspection',
  'inspection.return': 'Customer submitted the return inspection',
};

/** The log's details for people (on screen and in the CSV): amounts in ISK, the e-mail outcome, the note. */
function detailsText(details: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof details.amount === 'number') parts.push(isk(details.amount));
  if (typeof details.note === 'string' && details.note) parts.push(`note: ${details.note}`);
  if (typeof details.statusAfter === 'string') parts.push(`now ${details.statusAfter.replace(/_/g, ' ')}`);
  if (typeof details.side === 'string') parts.push(`${details.side} side`);
  if (typeof details.source === 'string') parts.push(details.source);
  if (Array.isArray(details.locations)) parts.push(details.locations.join(', '));
  if (typeof details.plate === 'string')
    parts.push(
      typeof details.previousPlate === 'string'
        ? `${details.previousPlate} → ${details.plate}`
        : details.plate,
    );
  if (typeof details.from === 'string')
    parts.push(dayRange(details.from, typeof details.to === 'string' ? details.to : undefined));
  if (typeof details.reason === 'string') parts.push(details.reason);
  if (Array.isArray(details.conflicts) && details.conflicts.length > 0)
    parts.push(`still held by ${details.conflicts.join(', ')}`);
  if (typeof details.mileageKm === 'number') parts.push(`${details.mileageKm} km`);
  if (details.mailed === true) parts.push('customer e-mailed');
  if (details.mailed === false) parts.push('e-mail failed');
  return parts.join(' · ');
}

export const auditColumns: Column<AuditEntry>[] = [
  { header: 'When', value: (e) => e.at, render: (e) => dateTime(e.at) },
  { header: 'Who', value: (e) => `${e.actor.name}${e.actor.email ? ` <${e.actor.email}>` : ''}` },
  { header: 'Role', value: (e) => e.actor.role },
  { header: 'Action', value: (e) => e.action, render: (e) => ACTION_TITLES[e.action] ?? e.action },
  { header: 'Reservation or unit', value: (e) => e.target ?? '' },
  // The CSV says what the screen says: a spreadsheet reader gets no raw JSON or internal ids.
  { header: 'Details', value: (e) => detailsText(e.details) },
];

export function AuditPanel({ result }: { result: Loadable<{ entries: AuditEntry[] }> }) {
  return (
    <TablePanel
      result={result}
      label="the staff log"
      rows={(data) => data.entries}
      title="Staff actions"
      testId="audit-log"
      columns={auditColumns}
      rowKey={(e) => String(e.id)}
      empty="No staff actions recorded yet."
      csvName="staff-actions.csv"
    />
  );
}

const JOB_TITLES: Record<string, string> = {
  'reservation.confirmed': 'Confirmation e-mail and affiliate conversion',
  'reservation.event': 'E-mail about a change',
  'payment.after_capture': 'Refund of a late or excess payment',
  'payment.late_notice': 'Notice of a lapsed hold',
};

const jobColumns: Column<BackgroundJob>[] = [
  { header: 'Queued', value: (j) => j.createdAt, render: (j) => dateTime(j.createdAt) },
  { header: 'Job', value: (j) => j.kind, render: (j) => JOB_TITLES[j.kind] ?? j.kind },
  { header: 'Reservation', value: (j) => j.reservationId ?? '' },
  {
    header: 'State',
    value: (j) => j.status,
    render: (j) =>
      j.status === 'failed'
        ? `Gave up after ${j.attempts} attempts`
        : `Attempt ${j.attempts} of ${j.maxAttempts} failed; next try ${dateTime(j.runAfter)}`,
  },
  { header: 'Last error', value: (j) => j.lastError ?? '' },
];

/** Side effects of bookings that keep failing: staff act on the reservation (e.g. send the e-mail by hand). */
export function BackgroundJobsPanel({ result }: { result: Loadable<{ jobs: BackgroundJob[] }> }) {
  return (
    <TablePanel
      result={result}
      label="the failing jobs"
      rows={(data) => data.jobs}
      title="Failing background jobs"
      testId="failing-jobs"
      columns={jobColumns}
      rowKey={(j) => String(j.id)}
      empty="No background job is failing."
      csvName="failing-jobs.csv"
    />
  );
}
