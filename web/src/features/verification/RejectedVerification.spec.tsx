import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { refusal, stubApi, type StubAnswer } from '@/test/api';
import { PENDING_TRADIE } from '@/test/fixtures/admin';
import { fill, renderPage, testUser } from '@/test/render';
import { ResubmissionNote } from '../admin/ResubmissionNote';
import { RejectedVerification } from './RejectedVerification';

const META: StubAnswer = {
  status: 200,
  body: {
    productName: 'Tradiehub',
    states: ['NSW', 'VIC'],
    categories: [{ id: 'plumbing', label: 'Plumbing', licensedIn: ['NSW', 'VIC'] }],
  },
};

const details = {
  businessName: 'Mitchell Plumbing',
  abn: '51824753556',
  licenceNumber: 'PL123456',
  licenceState: 'NSW',
  categories: ['plumbing'],
  servicePostcode: '2000',
  serviceRadiusKm: 25,
  otherLicences: [{ licenceNumber: 'EC77', licenceState: 'VIC', approved: false }],
};

const rejectedBody = {
  status: 'rejected',
  decision: {
    decision: 'rejected',
    reason: 'The licence number does not match the NSW register',
    decidedAt: '2026-11-24T09:00:00.000Z',
  },
  resubmittedAt: null,
  details,
};
const rejected: StubAnswer = { status: 200, body: rejectedBody };

const form = () => screen.getByRole('form', { name: 'Correct your details and resubmit' });

describe('RejectedVerification', () => {
  it('shows the reason and sends the corrected details; a refused ABN lands on its field', async () => {
    let answer: StubAnswer = refusal(
      400,
      'abn: is not a valid ABN (its check digits do not match)',
      { code: 'AUTH.INVALID_ABN', field: 'abn' },
    );
    const api = stubApi({
      'GET /api/meta': META,
      'GET /api/me/verification': rejected,
      'POST /api/me/verification/resubmission': () => answer,
    });
    const user = testUser();
    const { queryClient } = await renderPage(<RejectedVerification fallbackReason={null} />);

    expect(
      screen.getByRole('heading', { name: 'Your verification was not approved' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('The licence number does not match the NSW register'),
    ).toBeInTheDocument();
    expect(within(form()).getByLabelText('Licence number')).toHaveValue('PL123456');

    await fill(user, within(form()).getByLabelText('Licence number'), 'PL 654321');
    await user.click(within(form()).getByRole('button', { name: 'Resubmit for review' }));
    expect(
      await within(form()).findByText('ABN is not a valid ABN (its check digits do not match)'),
    ).toBeInTheDocument();
    expect(api.requests('POST /api/me/verification/resubmission')[0]?.body).toEqual({
      ...details,
      licenceNumber: 'PL 654321',
      // The other licences come back as entered, without the server's review mark.
      otherLicences: [{ licenceNumber: 'EC77', licenceState: 'VIC' }],
    });

    answer = { status: 200, body: { ...rejectedBody, status: 'pending' } };
    await user.click(within(form()).getByRole('button', { name: 'Resubmit for review' }));
    await waitFor(() =>
      expect(queryClient.getQueryData(['verification', 'own'])).toMatchObject({
        status: 'pending',
      }),
    );
  });

  it('says in plain words on the field when the service postcode is in no postcode list', async () => {
    stubApi({
      'GET /api/meta': META,
      'GET /api/me/verification': rejected,
      'POST /api/me/verification/resubmission': refusal(
        400,
        'servicePostcode: is not an Australian postcode we know',
        { code: 'AUTH.UNKNOWN_POSTCODE', field: 'servicePostcode' },
      ),
    });
    const user = testUser();
    await renderPage(<RejectedVerification fallbackReason={null} />);
    await screen.findByLabelText('Service postcode');

    await user.click(within(form()).getByRole('button', { name: 'Resubmit for review' }));

    expect(
      await within(form()).findByText('We don’t know that postcode. Please check it.'),
    ).toBeInTheDocument();
    expect(within(form()).getByLabelText('Service postcode')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('offers to try again when the details do not load', async () => {
    stubApi({
      'GET /api/meta': META,
      'GET /api/me/verification': refusal(500, 'Something went wrong'),
    });
    await renderPage(<RejectedVerification fallbackReason="Licence expired" />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('Licence expired')).toBeInTheDocument();
  });
});

describe('ResubmissionNote', () => {
  it('marks a resubmission with the earlier decision, its date and reason', async () => {
    await renderPage(
      <ResubmissionNote
        tradie={{
          ...PENDING_TRADIE,
          resubmission: {
            resubmittedAt: '2026-11-25T09:00:00.000Z',
            count: 1,
            earlierDecision: 'rejected',
            earlierReason: 'Wrong licence state',
            earlierDecidedAt: '2026-11-24T09:00:00.000Z',
          },
        }}
      />,
    );
    const note = screen.getByRole('region', { name: 'Resubmission by Sparks & Co' });
    expect(note).toHaveTextContent('Resubmitted');
    expect(note).toHaveTextContent('Earlier decision: Rejected on');
    expect(note).toHaveTextContent('Reason: Wrong licence state');
  });

  it('shows nothing for a first application', async () => {
    await renderPage(<ResubmissionNote tradie={PENDING_TRADIE} />);
    expect(screen.queryByRole('region', { name: /Resubmission/ })).toBeNull();
  });
});
