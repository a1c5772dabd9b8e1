import { type TradieProfile, normaliseEmail, userStatus, userType } from './account.js';

const tradie = (verificationStatus: TradieProfile['verificationStatus']): TradieProfile => ({
  businessName: 'Sparky Bros',
  abn: '51824753556',
  licenceNumber: 'EC12345',
  licenceState: 'NSW',
  categories: ['electrical'],
  listedCategories: ['electrical'],
  servicePostcode: '2000',
  serviceRadiusKm: 25,
  verificationStatus,
  rejectionReason: null,
  reviewedAt: null,
  pendingLicence: null,
  otherLicences: [],
});

describe('role derivation', () => {
  it('is a homeowner without a tradie profile', () => {
    expect(userType({ isAdmin: false, tradie: null })).toBe('homeowner');
  });
  it('is a tradie when a tradie profile exists', () => {
    expect(userType({ isAdmin: false, tradie: tradie('approved') })).toBe('tradie');
  });
  it('is an admin when flagged, whatever the profile', () => {
    expect(userType({ isAdmin: true, tradie: null })).toBe('admin');
    expect(userType({ isAdmin: true, tradie: tradie('pending') })).toBe('admin');
  });
});

describe('status derivation', () => {
  it.each([
    ['homeowner', null, null, 'active'],
    ['pending tradie', tradie('pending'), null, 'pending'],
    ['approved tradie', tradie('approved'), null, 'active'],
    ['rejected tradie', tradie('rejected'), null, 'rejected'],
    ['banned homeowner', null, new Date(), 'banned'],
    ['banned pending tradie', tradie('pending'), new Date(), 'banned'],
  ] as const)('%s is %s', (_label, profile, bannedAt, expected) => {
    expect(userStatus({ isAdmin: false, tradie: profile, bannedAt })).toBe(expected);
  });
});

it('normalises email case and spaces', () => {
  expect(normaliseEmail('  Sarah@Example.COM ')).toBe('sarah@example.com');
});
