import { Box, Button, Card, Container, Flex, Stack, Tab, TabList, TabPanel, Text } from '@sanity/ui';
import { useState } from 'react';
import { addDaysToDate, periodProblem, todayInReykjavik } from '../../../domain/index.ts';
import type { Tenant } from '../../../schemas/index.ts';
import { TENANT_TITLES } from '../../../schemas/index.ts';
import { bookingApiUrl, useStaffDownload, useStaffFetch, useStaffFile, useStaffQuery } from './api.ts';
import { DeskPanel } from './DeskPanel.tsx';
import {
  AffiliatesPanel,
  AuditPanel,
  BackgroundJobsPanel,
  DaysPanel,
  RefundsPanel,
  ReportPanel,
  UtilisationPanel,
} from './panels.tsx';
import { DateField, LoadState } from './parts.tsx';
import type {
  AffiliateFigures,
  AuditEntry,
  BackgroundJob,
  ClassUtilisation,
  DayBoard,
  FleetLocation,
  PeriodReport,
  RefundRequest,
  StaffMember,
} from './types.ts';
import { UnitsPanel } from './UnitsPanel.tsx';

const TABS = [
  { id: 'days', title: 'Today & tomorrow' },
  { id: 'desk', title: 'Desk' },
  { id: 'units', title: 'Units' },
  { id: 'performance', title: 'Bookings & revenue' },
  { id: 'refunds', title: 'Refund requests' },
  { id: 'affiliates', title: 'Affiliates' },
  { id: 'audit', title: 'Staff log' },
  { id: 'jobs', title: 'Failing jobs' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const UTILISATION_DAYS = 28;

/** The brand's operations at a glance, from its booking service, for editors and administrators. */
export function OperationsTool({ tenant }: { tenant: Tenant }) {
  const fetcher = useStaffFetch(tenant);
  const download = useStaffDownload(tenant);
  const photo = useStaffFile(tenant);
  const today = todayInReykjavik();
  const [tab, setTab] = useState<TabId>('days');
  const [deskOpen, setDeskOpen] = useState<string | null>(null);
  const [from, setFrom] = useState(addDaysToDate(today, -29));
  const [to, setTo] = useState(today);
  const problem = periodProblem({ from, to });
  const range = problem ? null : `from=${from}&to=${to}`;

  const me = useStaffQuery<{ member: StaffMember }>(fetcher, '/staff/me');
  const allowed = me.result.state === 'ready';
  const days = useStaffQuery<{ days: DayBoard[] }>(
    fetcher,
    allowed && tab === 'days' ? '/staff/operations/days' : null,
  );
  const report = useStaffQuery<PeriodReport>(
    fetcher,
    allowed && tab === 'performance' && range ? `/staff/operations/report?${range}` : null,
  );
  // Utilisation looks ahead: the coming four weeks are what staff can still act on (the past
  // 30 days, the report's period, showed 0 % everywhere before the season's bookings).
  const ahead = { from: today, to: addDaysToDate(today, UTILISATION_DAYS - 1) };
  const utilisation = useStaffQuery<{ classes: ClassUtilisation[] }>(
    fetcher,
    allowed && tab === 'performance'
      ? `/staff/operations/utilisation?from=${ahead.from}&to=${ahead.to}`
      : null,
  );
  const refunds = useStaffQuery<{ requests: RefundRequest[] }>(
    fetcher,
    allowed && tab === 'refunds' ? '/staff/refunds' : null,
  );
  const affiliates = useStaffQuery<{ affiliates: AffiliateFigures[] }>(
    fetcher,
    allowed && tab === 'affiliates' && range ? `/staff/operations/affiliates?${range}` : null,
  );
  const audit = useStaffQuery<{ entries: AuditEntry[] }>(
    fetcher,
    allowed && tab === 'audit' ? '/staff/audit?limit=100' : null,
  );

  const fleet = useStaffQuery<{ today: string; locations: FleetLocation[] }>(
    fetcher,
    allowed && tab === 'units' ? '/staff/units' : null,
  );
  const jobs = useStaffQuery<{ jobs: BackgroundJob[] }>(
    fetcher,
    allowed && tab === 'jobs' ? '/staff/jobs' : null,
  );

  const reloadTab = () => {
    if (tab === 'days') days.reload();
    if (tab === 'performance') {
      report.reload();
      utilisation.reload();
    }
    if (tab === 'refunds') refunds.reload();
    if (tab === 'affiliates') affiliates.reload();
    if (tab === 'audit') audit.reload();
    if (tab === 'jobs') jobs.reload();
    if (tab === 'units') fleet.reload();
  };

  return (
    <Box padding={4} style={{ overflow: 'auto', height: '100%' }}>
      <Container width={5}>
        <Stack gap={4}>
          <Flex align="center" justify="space-between" gap={3} wrap="wrap">
            <Stack gap={2}>
              <Text as="h1" size={4} weight="bold">
                Operations · {TENANT_TITLES[tenant]}
              </Text>
              <Text size={1} muted>
                Live from the booking service at {bookingApiUrl(tenant)}. Times in Iceland
                (Atlantic/Reykjavik).
              </Text>
            </Stack>
            <Button mode="ghost" text="Refresh" onClick={reloadTab} disabled={!allowed} />
          </Flex>
          <LoadState result={me.result} label="your staff access">
            {({ member }) => (
              <Stack gap={4}>
                <Text size={1} muted>
                  Signed in as {member.name} ({member.role}).
                </Text>
                <TabList gap={2}>
                  {TABS.map((t) => (
                    <Tab
                      key={t.id}
                      id={`ops-tab-${t.id}`}
                      aria-controls={`ops-panel-${t.id}`}
                      label={t.title}
                      selected={tab === t.id}
                      onClick={() => setTab(t.id)}
                    />
                  ))}
                </TabList>
                {tab === 'performance' || tab === 'affiliates' ? (
                  <Card padding={3} radius={2} border>
                    <Flex gap={3} align="flex-end" wrap="wrap">
                      <DateField id="ops-from" label="From" value={from} onChange={setFrom} />
                      <DateField id="ops-to" label="To" value={to} onChange={setTo} />
                      {problem ? (
                        <Text size={1} style={{ color: 'var(--card-badge-critical-fg-color)' }} role="alert">
                          {problem}
                        </Text>
                      ) : null}
                    </Flex>
                  </Card>
                ) : null}
                <TabPanel id={`ops-panel-${tab}`} aria-labelledby={`ops-tab-${tab}`}>
                  {tab === 'days' ? (
                    <DaysPanel
                      result={days.result}
                      onOpen={(id) => {
                        setDeskOpen(id);
                        setTab('desk');
                      }}
                    />
                  ) : null}
                  {tab === 'desk' ? (
                    <DeskPanel fetcher={fetcher} download={download} photo={photo} openId={deskOpen} />
                  ) : null}
                  {tab === 'units' ? (
                    <UnitsPanel result={fleet.result} fetcher={fetcher} onChanged={fleet.reload} />
                  ) : null}
                  {tab === 'performance' && range ? (
                    <Stack gap={4}>
                      <ReportPanel result={report.result} />
                      <UtilisationPanel result={utilisation.result} period={ahead} />
                    </Stack>
                  ) : null}
                  {tab === 'refunds' ? (
                    <RefundsPanel
                      result={refunds.result}
                      fetcher={fetcher}
                      onDecided={() => refunds.reload()}
                    />
                  ) : null}
                  {tab === 'affiliates' && range ? <AffiliatesPanel result={affiliates.result} /> : null}
                  {tab === 'audit' ? <AuditPanel result={audit.result} /> : null}
                  {tab === 'jobs' ? <BackgroundJobsPanel result={jobs.result} /> : null}
                </TabPanel>
              </Stack>
            )}
          </LoadState>
        </Stack>
      </Container>
    </Box>
  );
}
