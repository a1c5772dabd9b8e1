import { describe, expect, it } from '@jest/globals';
import type { AuState } from '#shared/domain/australia.js';
import {
  countingLicences,
  type LicenceCheck,
  type ListingInput,
  listingOf,
} from './licence-check.js';

const at = new Date('2026-11-20T00:00:00Z');

function checkOf(
  licenceNumber: string,
  state: AuState,
  covers: string[] | null,
  status: 'current' | 'expired' = 'current',
): LicenceCheck {
  return {
    tradieId: 't1',
    licenceNumber,
    state,
    requestedAt: at,
    attempts: 0,
    lastError: null,
    answer: covers && {
      kind: 'found',
      record: {
        licenceNumber,
        state,
        holder: 'Tom Russo',
        status,
        expiresOn: null,
        classes: [],
        covers,
      },
    },
    checkedAt: covers && at,
  };
}

/** An NSW electrician who also holds a QLD plumbing licence, and paints. */
const tradie = (over: Partial<ListingInput> = {}): ListingInput => ({
  categories: ['electrical', 'plumbing', 'painting', 'cleaning'],
  licenceNumber: 'EC1',
  licenceState: 'NSW',
  approved: true,
  otherLicences: [{ licenceNumber: 'PL9', licenceState: 'QLD', approvedAt: at }],
  ...over,
});

describe('listing over several licences', () => {
  it('lists the union of what each checked licence covers, beside trades needing none', () => {
    const listed = listingOf(tradie(), [
      checkOf('EC1', 'NSW', ['electrical']),
      checkOf('PL9', 'QLD', ['plumbing']),
    ]);
    // Painting needs a licence in NSW (the main licence's state) and neither covers it.
    expect(listed).toEqual(['electrical', 'plumbing', 'cleaning']);
  });

  it('an unanswered or expired licence adds nothing; the others still count', () => {
    expect(listingOf(tradie(), [checkOf('EC1', 'NSW', ['electrical'])])).toEqual([
      'electrical',
      'cleaning',
    ]);
    expect(
      listingOf(tradie(), [
        checkOf('EC1', 'NSW', ['electrical'], 'expired'),
        checkOf('PL9', 'QLD', ['plumbing']),
      ]),
    ).toEqual(['plumbing', 'cleaning']);
  });

  it('a check of another licence number or state covers nothing', () => {
    expect(
      listingOf(tradie(), [
        checkOf('PL9', 'NSW', ['plumbing']),
        checkOf('EC2', 'NSW', ['electrical']),
      ]),
    ).toEqual(['cleaning']);
  });

  it("an approved tradie's licence added since the last review waits for an admin", () => {
    const added = tradie({
      otherLicences: [{ licenceNumber: 'PL9', licenceState: 'QLD', approvedAt: null }],
    });
    expect(countingLicences(added)).toEqual([{ licenceNumber: 'EC1', licenceState: 'NSW' }]);
    expect(
      listingOf(added, [
        checkOf('EC1', 'NSW', ['electrical']),
        checkOf('PL9', 'QLD', ['plumbing']),
      ]),
    ).toEqual(['electrical', 'cleaning']);
  });

  it('before the first approval every licence counts (the admin sees what would be listed)', () => {
    const pending = tradie({
      approved: false,
      otherLicences: [{ licenceNumber: 'PL9', licenceState: 'QLD', approvedAt: null }],
    });
    expect(countingLicences(pending)).toHaveLength(2);
    expect(listingOf(pending, [checkOf('PL9', 'QLD', ['plumbing'])])).toEqual([
      'plumbing',
      'cleaning',
    ]);
  });
});
