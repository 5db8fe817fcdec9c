import { Badge, Button, Card, Flex, Stack, Text } from '@sanity/ui';
import { useCallback, useEffect, useRef } from 'react';
import { type ArrayOfObjectsInputProps, type ObjectInputProps, set, unset } from 'sanity';
import { isPastDate, isValidDateString, todayInReykjavik } from '../../domain/index.ts';
import { duplicateSpecialDates, type SpecialHoursValue } from '../../schemas/lib/rules.ts';
import { specialHoursInDateOrder } from '../lib/special-hours-order.ts';

type SpecialHoursItem = SpecialHoursValue & { _key: string };

/** One entry: flags a date that has passed (Iceland's calendar), since it no longer applies. */
export function SpecialHoursItemInput(props: ObjectInputProps) {
  const date = (props.value as SpecialHoursItem | undefined)?.date;
  const past = isValidDateString(date) && isPastDate(date, todayInReykjavik());
  return (
    <Stack gap={3}>
      {past ? (
        <Card padding={2} radius={2} tone="caution" border>
          <Flex gap={2} align="center">
            <Badge tone="caution">Past date</Badge>
            <Text size={1}>{date} has passed; this entry no longer has any effect and can be removed.</Text>
          </Flex>
        </Card>
      ) : null}
      {props.renderDefault(props)}
    </Stack>
  );
}

/** The list: how many entries are in the past, with one click to remove them. */
export function SpecialHoursListInput(props: ArrayOfObjectsInputProps) {
  const { onChange } = props;
  const items = (props.value ?? []) as SpecialHoursItem[];
  const today = todayInReykjavik();
  const past = items.filter((item) => isValidDateString(item.date) && isPastDate(item.date, today));
  // The field's own rule (it blocks publishing); shown here in words, not only as an icon's tooltip.
  const overlap = duplicateSpecialDates(items as SpecialHoursValue[]);
  const removePast = useCallback(() => {
    onChange(past.map((item) => unset([{ _key: item._key }])));
  }, [onChange, past]);

  // Kept in date order after every change (not on opening the document: viewing must not create a
  // draft). A location manager reads the list as a calendar.
  const opened = useRef(props.value);
  useEffect(() => {
    if (props.value === opened.current || props.readOnly) return;
    const sorted = specialHoursInDateOrder((props.value ?? []) as SpecialHoursItem[]);
    if (sorted) onChange(set(sorted));
  }, [props.value, props.readOnly, onChange]);
  return (
    <Stack gap={3}>
      {overlap === true ? null : (
        <Card padding={3} radius={2} tone="critical" border role="alert" data-testid="special-hours-overlap">
          <Text size={1}>{overlap}</Text>
        </Card>
      )}
      {past.length > 0 ? (
        <Card padding={3} radius={2} tone="caution" border>
          <Flex gap={3} align="center">
            <Text size={1} style={{ flex: 1 }}>
              {past.length === 1 ? '1 date is' : `${past.length} dates are`} in the past:{' '}
              {past.map((item) => item.date).join(', ')}.
            </Text>
            <Button text="Remove past dates" mode="ghost" tone="caution" onClick={removePast} fontSize={1} />
          </Flex>
        </Card>
      ) : null}
      {props.renderDefault(props)}
    </Stack>
  );
}
