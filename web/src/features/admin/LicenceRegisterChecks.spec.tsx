import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { PendingTradie } from '@/shared/api/types';
import { stubApi } from '@/test/api';
import { PENDING_TRADIE } from '@/test/fixtures/admin';
import { renderPage } from '@/test/render';
import { LicenceRegisterChecks } from './LicenceRegisterChecks';

const META = {
  status: 200,
  body: {
    productName: 'Tradiehub',
    states: ['NSW', 'VIC'],
    categories: [
      { id: 'electrical', label: 'Electrical', licensedIn: ['NSW', 'VIC'] },
      { id: 'plumbing', label: 'Plumbing', licensedIn: ['NSW', 'VIC'] },
    ],
  },
};

/** An approved electrician (VIC, checked) who added a NSW plumbing licence since. */
const TRADIE: PendingTradie = {
  ...PENDING_TRADIE,
  verificationStatus: 'approved',
  licenceCheck: {
    ...PENDING_TRADIE.licenceCheck,
    result: 'found',
    hasRegister: true,
    checkedAt: '2026-11-21T10:00:00.000Z',
    record: {
      holder: 'SAM SPARKS',
      status: 'current',
      expiresOn: '2028-05-31',
      classes: ['A-class electrician'],
      covers: ['electrical'],
    },
    listedCategories: ['electrical'],
  },
  otherLicences: [
    {
      licenceNumber: 'PL-77',
      licenceState: 'NSW',
      approved: false,
      result: 'not_checked',
      hasRegister: true,
      record: null,
      checkedAt: null,
      attempts: 3,
      lastError: 'the register did not answer in time',
    },
  ],
};

describe('LicenceRegisterChecks', () => {
  it("shows each licence's own check, the new one marked for review, and the listing", async () => {
    stubApi({ 'GET /api/meta': META });
    await renderPage(<LicenceRegisterChecks tradie={TRADIE} />);
    const section = screen.getByRole('region', {
      name: 'Licence register checks for Sparks & Co',
    });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [main, added] = items as [HTMLElement, HTMLElement];
    expect(main).toHaveTextContent('EL-12345 (VIC)');
    expect(within(main).getByText('Current')).toBeInTheDocument();
    expect(main).toHaveTextContent('Holder: SAM SPARKS. Classes: A-class electrician.');
    expect(await within(main).findByText(/Covers: Electrical\./)).toBeInTheDocument();
    expect(added).toHaveTextContent('PL-77 (NSW)');
    expect(within(added).getByText('Not yet checked')).toBeInTheDocument();
    expect(within(added).getByText('New: awaiting your review')).toBeInTheDocument();
    expect(added).toHaveTextContent('3 attempt(s) so far. Last error: the register did not answer');
    expect(section).toHaveTextContent('Listed in: Electrical');
  });

  it('says when a state has no register and the approving admin checks by hand', async () => {
    stubApi({ 'GET /api/meta': META });
    await renderPage(<LicenceRegisterChecks tradie={PENDING_TRADIE} />);
    expect(screen.getByText('Check by hand (VIC)')).toBeInTheDocument();
    expect(screen.getByText(/VIC has no public register we ask/)).toBeInTheDocument();
    expect(screen.queryByText('New: awaiting your review')).toBeNull();
  });
});
