import { Card, Text } from '@sanity/ui';
import type { ObjectInputProps } from 'sanity';
import { isInSeason, type SeasonRange, todayInReykjavik } from '../../domain/index.ts';

function isComplete(value: Partial<SeasonRange> | undefined): value is SeasonRange {
  return Boolean(value?.start?.month && value.start.day && value.end?.month && value.end.day);
}

/** Whether today (in Iceland) falls in the season, computed by the same rule the site uses. */
export function SeasonRangeInput(props: ObjectInputProps) {
  const value = props.value as Partial<SeasonRange> | undefined;
  const today = todayInReykjavik();
  const complete = isComplete(value);
  const inSeason = complete && isInSeason(today, value, today);
  return (
    <>
      <Card
        padding={3}
        radius={2}
        border
        tone={!complete ? 'caution' : inSeason ? 'positive' : 'transparent'}
        marginBottom={3}
        data-testid="season-today"
      >
        <Text size={1}>
          {!complete
            ? 'Pick start and end to see whether today is in season.'
            : inSeason
              ? `Today (${today}) is in season.`
              : `Today (${today}) is not in season.`}
        </Text>
      </Card>
      {props.renderDefault(props)}
    </>
  );
}
