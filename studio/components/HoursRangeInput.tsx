import { Card, Flex, Stack, Switch, Text, TextInput } from '@sanity/ui';
import { type ChangeEvent, useCallback, useId } from 'react';
import { type ObjectInputProps, set, setIfMissing, unset } from 'sanity';
import { type HoursRangeValue, timeRule } from '../../schemas/lib/rules.ts';

/**
 * One day's staffed hours as a single row (open 24 hours, opens, closes), so a week reads as a
 * table at the Studio's form width instead of three stacked fields per day. The range's own rule
 * (closes before it opens…) still shows on the field; a time typed wrong is explained here.
 */
export function HoursRangeInput(props: ObjectInputProps) {
  const { onChange, readOnly } = props;
  const value = (props.value ?? {}) as HoursRangeValue;
  const id = useId();

  const patch = useCallback(
    (field: 'is24Hours' | 'from' | 'to', next: string | boolean) => {
      const empty = next === '' || next === false;
      onChange([setIfMissing({ _type: props.schemaType.name }), empty ? unset([field]) : set(next, [field])]);
    },
    [onChange, props.schemaType.name],
  );

  const timeField = (field: 'from' | 'to', label: string, placeholder: string) => {
    const current = value[field] ?? '';
    const problem = timeRule(current);
    return (
      <Stack gap={2} style={{ flex: '1 1 7rem', minWidth: '6.5rem' }}>
        <Text as="label" htmlFor={`${id}-${field}`} size={1} weight="medium">
          {label}
        </Text>
        <TextInput
          id={`${id}-${field}`}
          value={current}
          placeholder={placeholder}
          readOnly={readOnly}
          inputMode="numeric"
          maxLength={5}
          customValidity={problem === true ? undefined : String(problem)}
          onChange={(event: ChangeEvent<HTMLInputElement>) => patch(field, event.currentTarget.value.trim())}
        />
      </Stack>
    );
  };

  return (
    <Card>
      <Flex gap={3} align="flex-end" wrap="wrap">
        <Flex gap={2} align="center" style={{ flex: '0 0 auto', minHeight: '2.3rem' }}>
          <Switch
            id={`${id}-24h`}
            checked={Boolean(value.is24Hours)}
            readOnly={readOnly}
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              patch('is24Hours', event.currentTarget.checked)
            }
          />
          <Text as="label" htmlFor={`${id}-24h`} size={1}>
            Open 24 hours
          </Text>
        </Flex>
        {value.is24Hours ? null : (
          <>
            {timeField('from', 'Opens', '08:00')}
            {timeField('to', 'Closes', '18:00')}
          </>
        )}
      </Flex>
      {value.is24Hours
        ? null
        : (['from', 'to'] as const).map((field) => {
            const problem = timeRule(value[field] ?? '');
            return problem === true ? null : (
              <Text
                key={field}
                size={1}
                style={{ color: 'var(--card-badge-critical-fg-color, #b42318)', marginTop: 8 }}
              >
                {field === 'from' ? 'Opens' : 'Closes'}: {String(problem)}
              </Text>
            );
          })}
    </Card>
  );
}
