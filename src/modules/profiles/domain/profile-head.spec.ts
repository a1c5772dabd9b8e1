import { profileHead, type ProfileHeadInput } from './profile-head.js';

const profile: ProfileHeadInput = {
  businessName: 'Harbour Plumbing',
  categories: ['plumbing', 'landscaping'],
  licenceState: 'NSW',
  servicePostcode: '2000',
  serviceRadiusKm: 25,
  about: null,
  logoUrl: null,
  averageRating: null,
  reviewCount: 0,
};
const URL_ = 'https://tradiehub.example/public/profile/abc';

describe('profileHead', () => {
  it('names the business, its trades and area, without a rating before any review', () => {
    const head = profileHead(profile, URL_);
    expect(head.title).toBe(
      'Harbour Plumbing: Plumbing, Landscaping & Gardening near 2000 | Tradiehub',
    );
    expect(head.description).toBe(
      'Harbour Plumbing is a verified plumbing, landscaping & gardening business serving 25 km around 2000 (NSW).',
    );
    expect(head.structuredData).toMatchObject({
      '@type': 'LocalBusiness',
      url: URL_,
      description: 'Plumbing, Landscaping & Gardening within 25 km of 2000.',
      address: { postalCode: '2000', addressRegion: 'NSW', addressCountry: 'AU' },
    });
    expect(head.structuredData).not.toHaveProperty('aggregateRating');
    expect(head.structuredData).not.toHaveProperty('logo');
  });

  it('adds the rating, the about text and an absolute logo address when there are some', () => {
    const head = profileHead(
      {
        ...profile,
        about: 'Family business since 1998.',
        logoUrl: '/api/tradies/abc/logo?v=1',
        averageRating: 4.66,
        reviewCount: 3,
      },
      URL_,
    );
    expect(head.description).toMatch(/Rated 4\.7\/5 from 3 reviews\.$/);
    expect(head.structuredData).toMatchObject({
      description: 'Family business since 1998.',
      logo: 'https://tradiehub.example/api/tradies/abc/logo?v=1',
      aggregateRating: { ratingValue: 4.66, reviewCount: 3, bestRating: 5, worstRating: 1 },
    });
    expect(JSON.stringify(head)).not.toMatch(/badge|gold|silver|bronze/i);
  });
});
