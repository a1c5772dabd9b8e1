import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import type { PendingTradie } from '@/shared/api/types';
import { AbnRegisterCheck } from './AbnRegisterCheck';
import { PENDING_TRADIE } from '@/test/fixtures/admin';

const TRADIE: PendingTradie = {
  ...PENDING_TRADIE,
  abnCheck: {
    ...PENDING_TRADIE.abnCheck,
    attempts: 2,
    lastError: 'ABN Lookup did not answer in time',
  },
};

describe('AbnRegisterCheck', () => {
  it('says "not yet checked" while the register has not answered', () => {
    render(<AbnRegisterCheck tradie={TRADIE} />);
    expect(screen.getByText('Not yet checked')).toBeInTheDocument();
    expect(screen.getByText(/2 attempt\(s\) so far/)).toHaveTextContent(
      'Last error: ABN Lookup did not answer in time.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the register beside what the tradie entered, flagging every mismatch', () => {
    render(
      <AbnRegisterCheck
        tradie={{
          ...TRADIE,
          abnCheck: {
            ...TRADIE.abnCheck,
            result: 'found',
            checkedAt: '2026-11-21T10:00:00.000Z',
            flags: ['abn_cancelled', 'name_mismatch', 'state_mismatch'],
            record: {
              status: 'cancelled',
              statusFrom: '2024-02-29',
              entityName: 'OTHER PTY LTD',
              businessNames: ['Other Trading'],
              gstRegisteredFrom: null,
              state: 'WA',
              postcode: '6000',
            },
          },
        }}
      />,
    );
    const region = screen.getByRole('region', { name: /Business register check for Sparks & Co/ });
    for (const flag of ['ABN cancelled', 'Name differs', 'State differs']) {
      expect(within(region).getByText(flag)).toBeInTheDocument();
    }
    const name = screen.getByRole('row', { name: /^Name/ });
    expect(name).toHaveTextContent('Sparks & Co');
    expect(name).toHaveTextContent('OTHER PTY LTD · Other Trading');
    expect(screen.getByRole('row', { name: /^State/ })).toHaveTextContent('WA 6000');
    expect(screen.getByRole('row', { name: /^GST/ })).toHaveTextContent('Not registered');
    expect(screen.getByRole('row', { name: /^ABN status/ })).toHaveTextContent('Cancelled since');
  });

  it('says when the register does not know the ABN', () => {
    render(
      <AbnRegisterCheck
        tradie={{
          ...TRADIE,
          abnCheck: { ...TRADIE.abnCheck, result: 'not_found', flags: ['abn_not_found'] },
        }}
      />,
    );
    expect(screen.getByText('ABN not in the register')).toBeInTheDocument();
    expect(
      screen.getByText('The register has no business with ABN 51824753556.'),
    ).toBeInTheDocument();
  });
});
