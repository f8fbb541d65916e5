import { Box, Paper, Stack, Table, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import classes from './record-table.module.css';
import ui from './ui.module.css';

export interface RecordColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Quantities line up on the right. */
  numeric?: boolean;
}

interface RecordTableProps<Row> {
  caption: string;
  /** The first column titles each row's card on a phone; the others are its facts. */
  columns: [RecordColumn<Row>, ...RecordColumn<Row>[]];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The table's width below which it scrolls sideways (a tablet); a phone gets cards instead. */
  minWidth: number;
}

/**
 * Rows of a seller's records: a table from a tablet up, and a card per row on a phone, where a
 * table's later columns would sit out of sight.
 */
export function RecordTable<Row>({ caption, columns, rows, rowKey, minWidth }: RecordTableProps<Row>) {
  const [title, ...facts] = columns;
  return (
    <Box mt="lg">
      <Box hiddenFrom="sm">
        <Text fz="sm" c="dimmed" mb="xs">
          {caption}
        </Text>
        <Stack component="ul" gap="xs" className={classes.cards} aria-label={caption}>
          {rows.map((row) => (
            <Paper component="li" withBorder radius="md" p="sm" key={rowKey(row)}>
              <Text fz="sm" fw={600} className={classes.title}>
                {title.cell(row)}
              </Text>
              <dl className={ui.facts}>
                {facts.map((column) => (
                  <Fragment key={column.header}>
                    <dt>{column.header}</dt>
                    <dd>{column.cell(row)}</dd>
                  </Fragment>
                ))}
              </dl>
            </Paper>
          ))}
        </Stack>
      </Box>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={minWidth}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }} c="dimmed">
              {caption}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th scope="col" key={column.header} ta={column.numeric ? 'end' : undefined}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td fz="sm" key={column.header} ta={column.numeric ? 'end' : undefined}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
    </Box>
  );
}
