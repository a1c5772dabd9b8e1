import { describe, expect, it } from '@jest/globals';
import { checkTradieDetails, otherLicencesOf } from './tradie-details.js';

const details = {
  businessName: ' Russo Electrical ',
  abn: '51 824 753 556',
  licenceNumber: ' ec1 ',
  licenceState: 'NSW' as const,
  categories: ['electrical', 'plumbing'],
  servicePostcode: '2000',
  serviceRadiusKm: 20,
};

describe('a tradie’s other licences', () => {
  it('are stored in capitals, each once, never repeating the main licence', () => {
    const checked = checkTradieDetails({
      ...details,
      otherLicences: [
        { licenceNumber: 'pl9 ', licenceState: 'QLD' },
        { licenceNumber: 'PL9', licenceState: 'QLD' },
        { licenceNumber: 'EC1', licenceState: 'NSW' },
        { licenceNumber: 'PL9', licenceState: 'NSW' },
      ],
    });
    expect(checked.licenceNumber).toBe('EC1');
    expect(checked.otherLicences).toEqual([
      { licenceNumber: 'PL9', licenceState: 'QLD' },
      { licenceNumber: 'PL9', licenceState: 'NSW' },
    ]);
  });

  it('default to none', () => {
    expect(checkTradieDetails(details).otherLicences).toEqual([]);
    expect(otherLicencesOf({ licenceNumber: 'EC1', licenceState: 'NSW' }, [])).toEqual([]);
  });
});
