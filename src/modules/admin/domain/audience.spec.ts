import { inAudience, parseAudience, type RecipientFacts } from './audience.js';

const tradie: RecipientFacts = {
  type: 'tradie',
  verification: 'approved',
  banned: false,
  newsConsent: true,
  state: 'NSW',
  trades: ['plumbing'],
};
const homeowner: RecipientFacts = {
  type: 'homeowner',
  verification: null,
  banned: false,
  newsConsent: true,
  state: 'VIC',
  trades: [],
};

describe('audience rules', () => {
  it('never includes users without news consent, banned users or admins', () => {
    const everyone = parseAudience({ group: 'everyone' });
    expect(inAudience(everyone, tradie)).toBe(true);
    expect(inAudience(everyone, { ...tradie, newsConsent: false })).toBe(false);
    expect(inAudience(everyone, { ...tradie, banned: true })).toBe(false);
    expect(inAudience(everyone, { ...homeowner, type: 'admin' })).toBe(false);
  });

  it('matches the group by role and verification', () => {
    const tradies = parseAudience({ group: 'tradies' });
    const pending = parseAudience({ group: 'pending_tradies' });
    const homeowners = parseAudience({ group: 'homeowners' });
    expect(inAudience(tradies, tradie)).toBe(true);
    expect(inAudience(tradies, { ...tradie, verification: 'pending' })).toBe(false);
    expect(inAudience(pending, { ...tradie, verification: 'pending' })).toBe(true);
    expect(inAudience(pending, tradie)).toBe(false);
    expect(inAudience(homeowners, homeowner)).toBe(true);
    expect(inAudience(homeowners, tradie)).toBe(false);
  });

  it('narrows by state and by trade (trades match tradies only)', () => {
    const nsw = parseAudience({ group: 'everyone', states: ['NSW'] });
    expect(inAudience(nsw, tradie)).toBe(true);
    expect(inAudience(nsw, homeowner)).toBe(false);
    expect(inAudience(nsw, { ...tradie, state: null })).toBe(false);
    const sparkies = parseAudience({ group: 'everyone', trades: ['electrical', 'plumbing'] });
    expect(inAudience(sparkies, tradie)).toBe(true);
    expect(inAudience(sparkies, { ...tradie, trades: ['painting'] })).toBe(false);
    expect(inAudience(sparkies, homeowner)).toBe(false);
  });

  it('refuses unknown groups, states and trades naming the field', () => {
    expect(() => parseAudience({ group: 'martians' })).toThrow(
      expect.objectContaining({ field: 'audience.group' }),
    );
    expect(() => parseAudience({ group: 'tradies', states: ['XYZ'] })).toThrow(
      expect.objectContaining({ field: 'audience.states' }),
    );
    expect(() => parseAudience({ group: 'tradies', trades: ['juggling'] })).toThrow(
      expect.objectContaining({ field: 'audience.trades' }),
    );
    expect(parseAudience({ group: 'tradies', states: ['NSW', 'NSW'] }).states).toEqual(['NSW']);
  });
});
