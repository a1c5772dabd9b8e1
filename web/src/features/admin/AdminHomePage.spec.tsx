import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { refusal, stubApi } from '@/test/api';
import { fill, renderPage, testUser } from '@/test/render';
import { AdminHomePage } from './AdminHomePage';
import { PENDING_TRADIE } from '@/test/fixtures/admin';

const TRADIE = PENDING_TRADIE;

const QUEUE = 'GET /api/admin/tradies';
const AUDIT = {
  'GET /api/dashboard/admin': {
    status: 200,
    body: {
      day: '2026-11-26',
      pendingVerifications: 1,
      openDisputes: 0,
      openDisputesMore: false,
      signupsToday: 3,
      revenueToday: { cents: 12_000, payments: 2 },
    },
  },
  'GET /api/admin/audit': { status: 200, body: { items: [], nextBefore: null } },
  'GET /api/admin/disputes': { status: 200, body: { items: [] } },
  'GET /api/admin/id-documents': { status: 200, body: { items: [] } },
  [`GET /api/admin/tradies/${TRADIE.id}/id-document`]: {
    status: 200,
    body: { status: 'missing', uploadedAt: null, viewable: false, checkable: false },
  },
};

describe('AdminHomePage', () => {
  it('says it is loading the queue, then that nobody is waiting', async () => {
    let release: () => void = () => undefined;
    stubApi({
      ...AUDIT,
      [QUEUE]: () =>
        new Promise((resolve) => (release = () => resolve({ status: 200, body: { items: [] } }))),
    });
    await renderPage(<AdminHomePage />);

    expect(
      screen.getByText('Loading tradies waiting for verification…', { selector: '[role=status]' }),
    ).toBeInTheDocument();
    release();
    expect(
      await screen.findByText(
        'No tradies are waiting for verification. New sign-ups will appear here.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the API message when the queue cannot load, with a retry', async () => {
    let calls = 0;
    stubApi({
      ...AUDIT,
      [QUEUE]: () => {
        calls += 1;
        return calls === 1
          ? refusal(403, 'Your account cannot do this', { code: 'AUTH.FORBIDDEN' })
          : { status: 200, body: { items: [TRADIE] } };
      },
    });
    const user = testUser();
    await renderPage(<AdminHomePage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the verification queue");
    expect(alert).toHaveTextContent('Your account cannot do this');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Sparks & Co' })).toBeInTheDocument();
    expect(
      screen.getByText('1 tradie is waiting for verification.', { selector: '[role=status]' }),
    ).toBeInTheDocument();
  });

  it('shows the audit log with an action filter', async () => {
    const api = stubApi({
      [QUEUE]: { status: 200, body: { items: [] } },
      'GET /api/admin/disputes': { status: 200, body: { items: [] } },
      'GET /api/admin/audit': {
        status: 200,
        body: {
          items: [
            {
              id: '1',
              actorId: TRADIE.id,
              actorEmail: 'admin@example.com',
              action: 'user.ban',
              targetType: 'user',
              targetId: TRADIE.id,
              reason: 'Spam',
              details: {},
              createdAt: '2026-11-20T10:00:00.000Z',
            },
          ],
          nextBefore: null,
        },
      },
    });
    const user = testUser();
    await renderPage(<AdminHomePage />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('User banned')).toBeInTheDocument();
    expect(within(table).getByText('Spam')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Action'), 'user.ban');
    await waitFor(() =>
      expect(api.seen.some((r) => r.path.includes('action=user.ban'))).toBe(true),
    );
  });

  it('decides an open lead dispute with a reason', async () => {
    const dispute = {
      id: '6d1f4c8e-2222-4a7b-9c1d-000000000009',
      leadId: '6d1f4c8e-2222-4a7b-9c1d-000000000008',
      reason: 'duplicate',
      details: 'The same job was posted twice.',
      status: 'open',
      decisionReason: null,
      decidedAt: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      job: { id: '6d1f4c8e-2222-4a7b-9c1d-000000000007', title: 'Fix a tap' },
      tradie: { id: TRADIE.id, businessName: 'Sparks & Co' },
      priceCredits: 7,
      leadStatus: 'active',
      boughtAt: '2026-11-19T10:00:00.000Z',
    };
    const api = stubApi({
      ...AUDIT,
      [QUEUE]: { status: 200, body: { items: [] } },
      'GET /api/admin/disputes': { status: 200, body: { items: [dispute] } },
      [`POST /api/admin/disputes/${dispute.id}/approve`]: { status: 200, body: { dispute } },
    });
    const user = testUser();
    await renderPage(<AdminHomePage />);
    const form = await screen.findByRole('form', { name: 'Decide the dispute of Sparks & Co' });
    await fill(user, within(form).getByLabelText('Reason for the decision'), 'Confirmed duplicate');
    await user.click(within(form).getByRole('button', { name: 'Approve and refund' }));
    await waitFor(() =>
      expect(api.requests(`POST /api/admin/disputes/${dispute.id}/approve`)).toHaveLength(1),
    );
    expect(api.requests(`POST /api/admin/disputes/${dispute.id}/approve`)[0]?.body).toEqual({
      reason: 'Confirmed duplicate',
    });
  });

  it('asks for a reason before rejecting, then sends it', async () => {
    const api = stubApi({
      ...AUDIT,
      [QUEUE]: { status: 200, body: { items: [TRADIE] } },
      [`POST /api/admin/tradies/${TRADIE.id}/reject`]: { status: 200, body: { user: {} } },
    });
    const user = testUser();
    await renderPage(<AdminHomePage />);
    await user.click(await screen.findByRole('button', { name: 'Reject Sparks & Co' }));
    const rejection = screen.getByRole('form', { name: 'Reject Sparks & Co' });

    await user.click(within(rejection).getByRole('button', { name: 'Confirm rejection' }));
    expect(within(rejection).getByRole('alert')).toHaveTextContent(
      'Tell the tradie why, so they can fix it and reapply.',
    );
    expect(within(rejection).getByLabelText('Reason for rejection')).toHaveFocus();
    expect(api.requests(`POST /api/admin/tradies/${TRADIE.id}/reject`)).toEqual([]);

    await fill(
      user,
      within(rejection).getByLabelText('Reason for rejection'),
      '  Licence not on the VIC register ',
    );
    await user.click(within(rejection).getByRole('button', { name: 'Confirm rejection' }));

    await waitFor(() =>
      expect(api.requests(`POST /api/admin/tradies/${TRADIE.id}/reject`)).toHaveLength(1),
    );
    expect(api.requests(`POST /api/admin/tradies/${TRADIE.id}/reject`)[0]?.body).toEqual({
      reason: 'Licence not on the VIC register',
    });
  });
});
