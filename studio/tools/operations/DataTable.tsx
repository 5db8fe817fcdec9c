import { DownloadIcon } from '@sanity/icons/Download';
import { Box, Button, Card, Flex, Stack, Text } from '@sanity/ui';
import type { ReactNode } from 'react';
import { type CsvColumn, toCsv } from '../../../domain/index.ts';
import { saveFile } from './download.ts';

export interface Column<T> extends CsvColumn<T> {
  /** What the cell shows; the CSV value as text when left out. */
  render?: (row: T) => ReactNode;
  align?: 'left' | 'right';
}

/** Saves `text` as a file (no server round trip). */
export function downloadCsv(filename: string, text: string): void {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), filename, 1_000);
}

const cellStyle = (align: 'left' | 'right' = 'left') => ({
  padding: '6px 10px',
  textAlign: align,
  borderBottom: '1px solid var(--card-border-color)',
  verticalAlign: 'top' as const,
  whiteSpace: 'nowrap' as const,
});

export interface DataTableProps<T> {
  title: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: string;
  csvName: string;
  testId?: string;
  actions?: (row: T) => ReactNode;
}

/** A table with a heading, an empty state and a CSV export of exactly its rows. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { title, columns, rows, rowKey, empty, csvName, testId, actions } = props;
  return (
    <Card padding={3} radius={2} border data-testid={testId}>
      <Stack gap={3}>
        <Flex align="center" justify="space-between" gap={2}>
          <Text as="h3" size={1} weight="semibold">
            {title}
          </Text>
          <Button
            icon={DownloadIcon}
            mode="ghost"
            fontSize={1}
            padding={2}
            text="CSV"
            title={`Download ${title} as CSV`}
            aria-label={`Download ${title} as CSV`}
            disabled={rows.length === 0}
            onClick={() => downloadCsv(csvName, toCsv(columns, rows))}
          />
        </Flex>
        {rows.length === 0 ? (
          <Text size={1} muted>
            {empty}
          </Text>
        ) : (
          <Box style={{ overflowX: 'auto' }}>
            <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-label={title}>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.header} scope="col" style={cellStyle(c.align)}>
                      <Text size={1} weight="medium">
                        {c.header}
                      </Text>
                    </th>
                  ))}
                  {actions ? (
                    <th scope="col" style={cellStyle()}>
                      <Text size={1} weight="medium">
                        Actions
                      </Text>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((c) => (
                      <td key={c.header} style={cellStyle(c.align)}>
                        <Text size={1}>{c.render ? c.render(row) : String(c.value(row) ?? '')}</Text>
                      </td>
                    ))}
                    {actions ? <td style={cellStyle()}>{actions(row)}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </Box>
        )}
      </Stack>
    </Card>
  );
}
