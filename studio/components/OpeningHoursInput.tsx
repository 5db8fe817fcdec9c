import { Card, Stack, Text } from '@sanity/ui';
import type { ObjectInputProps } from 'sanity';
import type { WeeklyHours } from '../../domain/index.ts';
import { isClosedAllWeek, weeklyHoursSummary } from '../lib/hours-summary.ts';

/** The default fields with a plain-language summary above, so a typo is seen at once. */
export function OpeningHoursInput(props: ObjectInputProps) {
  const value = props.value as WeeklyHours | undefined;
  const closed = isClosedAllWeek(value);
  return (
    <Stack gap={3}>
      <Card
        padding={3}
        radius={2}
        tone={closed ? 'caution' : 'primary'}
        border
        data-testid="opening-hours-summary"
      >
        <Stack gap={2}>
          <Text size={1} weight="medium">
            {weeklyHoursSummary(value)}
          </Text>
          {closed ? (
            <Text size={1} muted>
              No staffed hours: in this season customers can only pick up by self-service or return any time.
            </Text>
          ) : null}
        </Stack>
      </Card>
      {props.renderDefault(props)}
    </Stack>
  );
}
