import { Badge, Box, Card, Flex, Grid, Stack, Text } from '@sanity/ui';
import { useMemo } from 'react';
import { type ObjectInputProps, useEditState, useWorkspace } from 'sanity';
import {
  type Location,
  type OpeningDay,
  type OpeningSettings,
  openingDays,
  todayInReykjavik,
} from '../../domain/index.ts';
import { singletonId, TENANTS, type Tenant } from '../../schemas/constants.ts';
import { monthName } from '../../schemas/lib/rules.ts';

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

interface LocationDocument extends Omit<Location, 'id' | 'title'> {
  locationId?: string;
  title?: { en?: string } | null;
  tenant?: string;
}

/** "Wed 25", with the month on the first day shown and on the first of a month ("Tue 1 Dec"). */
function dayLabel(day: OpeningDay, first: boolean): string {
  const date = Number(day.date.slice(8, 10));
  const month = first || date === 1 ? ` ${monthName(Number(day.date.slice(5, 7))).slice(0, 3)}` : '';
  return `${WEEKDAY[day.weekday]} ${date}${month}`;
}

function hoursLabel(day: OpeningDay): string {
  if (day.allDay) return 'Open 24 hours';
  if (day.staffed) return `${day.staffed.from}–${day.staffed.to}`;
  return day.special === 'closed' ? 'Closed (special)' : 'Closed';
}

const TONE = { open: 'positive', 'self-service': 'caution', closed: 'critical' } as const;

function DayCell({ day, first }: { day: OpeningDay; first: boolean }) {
  return (
    <Card
      padding={2}
      radius={2}
      border
      tone={TONE[day.status]}
      data-testid={`opening-day-${day.date}`}
      data-status={day.status}
      title={day.date}
    >
      <Stack gap={2}>
        <Text size={0} weight="semibold">
          {dayLabel(day, first)}
        </Text>
        <Text size={0}>{hoursLabel(day)}</Text>
        {day.selfService ? (
          <Text size={0} muted>
            Self-service {day.selfService.from}–{day.selfService.to}
          </Text>
        ) : null}
        {!day.pickup && day.return ? (
          <Text size={0} muted>
            Returns only
          </Text>
        ) : null}
        <Text size={0} muted>
          {day.season === 'high' ? 'High season' : 'Low season'}
        </Text>
      </Stack>
    </Card>
  );
}

function seasonText(settings: OpeningSettings | undefined): string {
  const season = settings?.highSeason;
  if (!season?.start?.month || !season.end?.month) return 'no high season set: every day is low season';
  const { start, end } = season;
  return `high season ${start.day} ${monthName(start.month)} – ${end.day} ${monthName(end.month)}`;
}

/**
 * The next 14 days as customers see them, from the location being edited (unsaved edits
 * included) and the brand's published settings, through the domain rules the site's calendar and
 * the booking service apply (`openingDays`).
 */
export function OpeningDaysPreview({
  value,
  tenant,
}: {
  value: LocationDocument | undefined;
  tenant: Tenant;
}) {
  const settingsState = useEditState(singletonId('settings', tenant), 'settings');
  // Customers get the published settings; a settings draft is only pointed out.
  const settings = (settingsState.published ?? undefined) as OpeningSettings | undefined;
  const today = todayInReykjavik();
  const days = useMemo(() => {
    const location: Location = {
      ...value,
      id: value?.locationId ?? '',
      title: value?.title?.en ?? '',
    };
    return openingDays(location, settings, today);
  }, [value, settings, today]);

  return (
    <Card padding={3} radius={2} border tone="transparent" data-testid="opening-days-preview">
      <Stack gap={3}>
        <Flex gap={2} align="center" wrap="wrap">
          <Text size={1} weight="semibold">
            Next 14 days as customers see them
          </Text>
          {value?.hidden ? <Badge tone="critical">Hidden: not offered at all</Badge> : null}
        </Flex>
        <Text size={1} muted>
          {`Iceland time, from today (${today}), unsaved edits included. Brand settings: ${seasonText(settings)}, self-service ${settings?.selfService ? 'on' : 'off'}.`}
          {settingsState.ready && settingsState.draft
            ? ' The brand settings have unpublished changes, not used here.'
            : ''}
        </Text>
        <Grid gridTemplateColumns={[2, 4, 7]} gap={1}>
          {days.map((day, index) => (
            <DayCell key={day.date} day={day} first={index === 0} />
          ))}
        </Grid>
        <Box>
          <Text size={0} muted>
            Green: staffed hours. Yellow: self-service pickup only. Red: no pickup.
          </Text>
        </Box>
      </Stack>
    </Card>
  );
}

/**
 * The location form with the preview above its tabs: shown on every tab (hours, special hours,
 * and general, where "hidden" is), so switching tabs does not move the fields.
 */
export function LocationInput(props: ObjectInputProps) {
  const workspace = useWorkspace();
  const value = props.value as LocationDocument | undefined;
  const tenant = (TENANTS as readonly string[]).includes(value?.tenant ?? '')
    ? (value?.tenant as Tenant)
    : (workspace.name as Tenant);
  return (
    <Stack gap={4}>
      <OpeningDaysPreview value={value} tenant={tenant} />
      {props.renderDefault(props)}
    </Stack>
  );
}
