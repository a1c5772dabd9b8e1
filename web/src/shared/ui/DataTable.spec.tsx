import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { DataTable } from './DataTable';

const ROWS = [
  { id: 'a', name: 'Ava Plumbing', points: 120, me: false },
  { id: 'b', name: 'Ben Electrical', points: 95, me: true },
];

describe('DataTable', () => {
  it('is named by its caption, with column and row headers and the reader’s row marked', () => {
    render(
      <DataTable
        caption="Tradies by points"
        rows={ROWS}
        rowKey={(row) => row.id}
        isCurrent={(row) => row.me}
        columns={[
          { header: 'Tradie', cell: (row) => row.name, rowHeader: true },
          { header: 'Points', cell: (row) => row.points, align: 'end' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Tradies by points' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tradie', 'Points']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Ava Plumbing', 'Ben Electrical']);
    const [, , ben] = within(table).getAllByRole('row');
    expect(ben).toHaveAttribute('aria-current', 'true');
    expect(within(ben!).getByRole('cell')).toHaveClass('text-right');
  });

  it('scrolls sideways in a region the keyboard can reach, never widening the page', () => {
    render(
      <DataTable
        caption="Audit log entries"
        rows={ROWS}
        rowKey={(row) => row.id}
        columns={[{ header: 'Who', cell: (row) => row.name }]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Audit log entries' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('overflow-x-auto', 'max-w-full');
    expect(region).toContainElement(screen.getByRole('table'));
  });
});
