import { type ReactNode, useId } from 'react';
import { cn } from './cn';

export interface DataColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  align?: 'start' | 'end';
  /** This column names the row: its cells are row headers for screen readers. */
  rowHeader?: boolean;
  /** Extra classes for this column's cells (e.g. `whitespace-nowrap`). */
  className?: string;
}

interface DataTableProps<Row> {
  /** Names the table (and its scroll region); hidden unless `showCaption`. */
  caption: ReactNode;
  showCaption?: boolean;
  columns: DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Marks a row as the reader's own (highlighted, `aria-current`). */
  isCurrent?: (row: Row) => boolean;
  className?: string;
}

/**
 * A table of records with a caption and column headers. It never widens the page: on a narrow
 * screen it scrolls sideways inside a region that the keyboard can focus and scroll.
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  isCurrent,
  className,
}: DataTableProps<Row>) {
  const captionId = useId();
  const edge = (i: number) => (i === columns.length - 1 ? 'pr-0' : 'pr-4');
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // Focusable so that a keyboard can scroll it when it is wider than the screen.
      tabIndex={0}
      className={cn(
        'max-w-full overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-400',
        className,
      )}
    >
      <table className="w-full text-left text-sm text-slate-700 dark:text-slate-200">
        <caption
          id={captionId}
          className={
            showCaption ? 'pb-2 text-left font-medium text-slate-900 dark:text-white' : 'sr-only'
          }
        >
          {caption}
        </caption>
        <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-300">
          <tr>
            {columns.map((column, i) => (
              <th
                key={i}
                scope="col"
                className={cn('py-2 font-medium', edge(i), column.align === 'end' && 'text-right')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const current = isCurrent?.(row) ?? false;
            return (
              <tr
                key={rowKey(row)}
                aria-current={current ? 'true' : undefined}
                className={cn(
                  'border-b border-slate-100 align-top dark:border-slate-800',
                  current && 'bg-brand-50 font-semibold dark:bg-brand-900/30',
                )}
              >
                {columns.map((column, i) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={i}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={cn(
                        'py-2',
                        edge(i),
                        column.rowHeader &&
                          !current &&
                          'font-normal text-slate-900 dark:text-slate-100',
                        column.align === 'end' && 'text-right tabular-nums',
                        column.className,
                      )}
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
