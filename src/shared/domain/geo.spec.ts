import { distanceKm } from './geo.js';

describe('distanceKm', () => {
  it('measures great-circle distances', () => {
    const sydney = { lat: -33.8688, lng: 151.2093 };
    const melbourne = { lat: -37.8136, lng: 144.9631 };
    expect(distanceKm(sydney, sydney)).toBe(0);
    expect(distanceKm(sydney, melbourne)).toBeGreaterThan(700);
    expect(distanceKm(sydney, melbourne)).toBeLessThan(720);
    expect(distanceKm(melbourne, sydney)).toBeCloseTo(distanceKm(sydney, melbourne), 9);
  });
});
