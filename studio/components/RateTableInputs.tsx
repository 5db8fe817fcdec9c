import { TrashIcon } from '@sanity/icons/Trash';
import { Box, Button, Card, Flex, Select, Stack, Text, TextInput } from '@sanity/ui';
import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { type ArrayOfObjectsInputProps, type ObjectInputProps, set } from 'sanity';
import {
  checkRateTable,
  formatPrice,
  type RateTable,
  SEASONS,
  type SeasonName,
  sampleQuote,
} from '../../domain/index.ts';
import {
  cellLabel,
  columnLabel,
  columnStartProblem,
  gridOf,
  nextColumnStart,
  parseCell,
  type RateGrid,
  removeColumn,
  SEASON_TITLES,
  seasonsOf,
  setCell,
  setColumnStart,
} from '../lib/rate-grid.ts';

const kr = (amount: number) => formatPrice(amount, 'ISK');
const cellStyle = { padding: '4px', verticalAlign: 'top' } as const;

/** A price cell: keeps what is typed (even half-typed) and writes only a number or an empty cell. */
function PriceCell(props: {
  value: number | null;
  label: string;
  readOnly?: boolean;
  onCommit: (value: number | null) => void;
}) {
  const { value, label, readOnly, onCommit } = props;
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => {
    setText((current) => {
      const parsed = parseCell(current);
      return parsed.ok && parsed.value === value ? current : value === null ? '' : String(value);
    });
  }, [value]);
  const parsed = parseCell(text);
  return (
    <TextInput
      aria-label={label}
      value={text}
      inputMode="numeric"
      readOnly={readOnly}
      fontSize={1}
      padding={2}
      customValidity={parsed.ok ? undefined : 'A whole number of krónur'}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const next = event.currentTarget.value;
        setText(next);
        const result = parseCell(next);
        if (result.ok && result.value !== value) onCommit(result.value);
      }}
    />
  );
}

/** A tier's first day: written when the editor leaves the field or presses Enter. */
function StartCell(props: {
  grid: RateGrid;
  index: number;
  readOnly?: boolean;
  onCommit: (start: number) => void;
}) {
  const { grid, index, readOnly, onCommit } = props;
  const start = grid.columns[index] ?? 1;
  const [text, setText] = useState(String(start));
  useEffect(() => setText(String(start)), [start]);
  const typed = Number(text);
  const problem = text === String(start) ? null : columnStartProblem(grid, typed, index);
  const commit = () => {
    if (text !== String(start) && problem === null) onCommit(typed);
    else setText(String(start));
  };
  return (
    <TextInput
      aria-label={`Tier ${index + 1} starts at day`}
      value={text}
      inputMode="numeric"
      readOnly={readOnly || (index === 0 && start === 1)}
      fontSize={1}
      padding={2}
      customValidity={problem ?? undefined}
      onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.currentTarget.value.trim())}
      onBlur={commit}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}

/**
 * A class's seasons as one table: a row per season, a column per rental-length tier, a price per
 * day in each cell. Replaces the nested list of seasons and tiers, where comparing a season's
 * ladder with the other took six dialogs. The validation of the rate table still applies.
 */
export function RateSeasonsInput(props: ArrayOfObjectsInputProps) {
  const { onChange, readOnly } = props;
  const stored = props.value as RateTable['seasons'];
  const [extra, setExtra] = useState<number[]>([]);
  const grid = useMemo(() => gridOf(stored, extra), [stored, extra]);
  const captionId = useId();

  const write = (next: RateGrid) => {
    // Every column stays on screen until removed, also while the lake's copy of the edit is on its
    // way and when its last price is cleared: a column that vanished would take the focus with it.
    setExtra(next.columns);
    onChange(set(seasonsOf(next, stored)));
  };
  const next = nextColumnStart(grid);

  return (
    <Stack gap={3} data-testid="rate-grid">
      <Box style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-describedby={captionId}>
          <thead>
            <tr>
              <th style={{ ...cellStyle, textAlign: 'left' }} scope="col">
                <Text size={1} weight="semibold">
                  Season
                </Text>
              </th>
              {grid.columns.map((start, index) => (
                <th key={start} scope="col" style={{ ...cellStyle, minWidth: '6.5rem', textAlign: 'left' }}>
                  <Stack gap={2}>
                    <Text size={1} weight="semibold">
                      {columnLabel(grid, index)}
                    </Text>
                    <Flex gap={1} align="center">
                      <Box flex={1}>
                        <StartCell
                          grid={grid}
                          index={index}
                          readOnly={readOnly}
                          onCommit={(value) => write(setColumnStart(grid, index, value))}
                        />
                      </Box>
                      {index === 0 ? null : (
                        <Button
                          icon={TrashIcon}
                          mode="bleed"
                          tone="critical"
                          padding={2}
                          disabled={readOnly}
                          aria-label={`Remove the tier ${columnLabel(grid, index)}`}
                          title={`Remove the tier ${columnLabel(grid, index)}`}
                          onClick={() => write(removeColumn(grid, index))}
                        />
                      )}
                    </Flex>
                  </Stack>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row) => (
              <tr key={row.season}>
                <th scope="row" style={{ ...cellStyle, textAlign: 'left', whiteSpace: 'nowrap' }}>
                  <Box paddingTop={2}>
                    <Text size={1} weight="semibold">
                      {SEASON_TITLES[row.season]}
                    </Text>
                  </Box>
                </th>
                {row.cells.map((cell, index) => (
                  <td key={grid.columns[index]} style={cellStyle}>
                    <PriceCell
                      value={cell}
                      label={cellLabel(grid, row.season, index)}
                      readOnly={readOnly}
                      onCommit={(value) => write(setCell(grid, row.season, index, value))}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
      <Flex gap={3} align="center" wrap="wrap">
        <Button
          text={next === null ? 'No later tier possible' : `Add a tier from ${next} days`}
          mode="ghost"
          fontSize={1}
          padding={2}
          disabled={readOnly || next === null}
          onClick={() => next !== null && setExtra([...extra, next])}
        />
        <Text id={captionId} size={1} muted>
          Price per day in ISK. The tier of the whole rental’s length applies to every day; an empty cell
          means the season has no tier there (the shorter tier applies).
        </Text>
      </Flex>
    </Stack>
  );
}

/** What a customer would be quoted for a sample rental: the booking service's own pricing rules. */
export function SampleQuotePreview({ value }: { value: RateTable | undefined }) {
  const [season, setSeason] = useState<SeasonName>('high');
  const [daysText, setDaysText] = useState('7');
  const id = useId();
  const days = Number(daysText);
  const daysOk = Number.isInteger(days) && days >= 1 && days <= 365;
  const checked = useMemo(() => checkRateTable(value), [value]);
  const quote = checked.ok && daysOk ? sampleQuote(checked.value, { season, days }) : null;

  return (
    <Card padding={3} radius={2} border tone={checked.ok ? 'primary' : 'caution'} data-testid="sample-quote">
      <Stack gap={3}>
        <Text size={1} weight="semibold">
          Sample quote, as the booking service prices it
        </Text>
        <Flex gap={3} wrap="wrap" align="flex-end">
          <Stack gap={2} style={{ minWidth: '9rem' }}>
            <Text as="label" htmlFor={`${id}-season`} size={1}>
              Season
            </Text>
            <Select
              id={`${id}-season`}
              fontSize={1}
              padding={2}
              value={season}
              onChange={(event: ChangeEvent<HTMLSelectElement>) =>
                setSeason(event.currentTarget.value as SeasonName)
              }
            >
              {SEASONS.map((s) => (
                <option key={s} value={s}>
                  {SEASON_TITLES[s]}
                </option>
              ))}
            </Select>
          </Stack>
          <Stack gap={2} style={{ width: '7rem' }}>
            <Text as="label" htmlFor={`${id}-days`} size={1}>
              Rental days
            </Text>
            <TextInput
              id={`${id}-days`}
              fontSize={1}
              padding={2}
              inputMode="numeric"
              value={daysText}
              customValidity={daysOk ? undefined : 'From 1 to 365 days'}
              onChange={(event: ChangeEvent<HTMLInputElement>) =>
                setDaysText(event.currentTarget.value.trim())
              }
            />
          </Stack>
        </Flex>
        {!checked.ok ? (
          <Text size={1} data-testid="sample-quote-problem">
            No quote: {checked.issues.map((issue) => issue.message).join('; ')}.
          </Text>
        ) : !daysOk ? (
          <Text size={1}>Enter a rental length from 1 to 365 days.</Text>
        ) : quote === null ? (
          <Text size={1}>No tier covers {days} days.</Text>
        ) : (
          <Text size={1} data-testid="sample-quote-result" aria-live="polite">
            {`${days} ${days === 1 ? 'day' : 'days'} in ${SEASON_TITLES[season].toLowerCase()}: `}
            {quote.perDay !== null ? `${kr(quote.perDay)} per day, ` : ''}
            <strong>{kr(quote.total)}</strong>
            {' before insurance add-ons, extras and fees.'}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The rate table's fields with the sample quote under them, unsaved edits included. */
export function RateTableInput(props: ObjectInputProps) {
  return (
    <Stack gap={4}>
      {props.renderDefault(props)}
      <SampleQuotePreview value={props.value as RateTable | undefined} />
    </Stack>
  );
}
