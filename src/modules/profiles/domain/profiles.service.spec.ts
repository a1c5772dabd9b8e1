import { randomUUID } from 'node:crypto';
import { SequentialSecretTokens } from '#test/fakes/identity.fakes.js';
import { InMemoryFiles } from '#test/fakes/file-storage.fake.js';
import { PngOnlyImages } from '#test/fakes/jobs.fakes.js';
import { png } from '#test/support/png.js';
import { MemoryTradieDirectory } from '#test/fakes/profiles-directory.fakes.js';
import {
  MemoryEmailTokens,
  MemoryProfiles,
  RecordingProfilesMail,
} from '#test/fakes/profiles.fakes.js';
import { verificationWorld } from '#test/fakes/verification.fakes.js';
import type { ReviewsService } from '#modules/reviews/domain/reviews.service.js';
import { InMemoryPostcodeDirectory } from '#test/fakes/postcodes.fake.js';
import { EMAIL_CHANGE_TTL_MS, MAX_WORK_PHOTOS } from './profile-rules.js';
import type { DirectoryQuery } from './ports.js';
import { ProfilesService } from './profiles.service.js';

const IMAGE = png(2, 2);
/** What the sanitiser refuses. */
const NOT_A_PICTURE = Buffer.from('not an image');

function setup() {
  const world = verificationWorld({ registers: ['VIC'] });
  const store = new MemoryProfiles(world.repository);
  const storage = new InMemoryFiles();
  const emailTokens = new MemoryEmailTokens();
  const mail = new RecordingProfilesMail();
  const postcodes = new InMemoryPostcodeDirectory();
  const directory = new MemoryTradieDirectory(postcodes);
  const reviews = {
    profile: async (id: string) => ({
      account: await world.accounts.publicTradie(id),
      averageRating: 5,
      reviewCount: 2,
      reviews: [],
    }),
  } as unknown as ReviewsService;
  const service = new ProfilesService(
    world.accounts,
    reviews,
    store,
    directory,
    postcodes,
    new PngOnlyImages(),
    storage,
    emailTokens,
    new SequentialSecretTokens(),
    mail,
    world.unitOfWork,
    world.clock,
    world.licences,
  );
  const homeowner = () =>
    world.accounts.register({
      email: `home${randomUUID()}@example.com`,
      password: 'Harbour-bridge-42',
      firstName: 'Olivia',
      lastName: 'Smith',
      type: 'homeowner',
    });
  return { ...world, service, store, storage, emailTokens, mail, directory, homeowner };
}

const refusal = (code: string, field?: string) =>
  expect.objectContaining(field ? { code, field } : { code });

describe('ProfilesService: personal and tradie details', () => {
  it('changes personal details, refusing an unknown postcode (PROFILES.UNKNOWN_POSTCODE)', async () => {
    const { service, homeowner } = setup();
    const { id } = await homeowner();
    const own = await service.updatePersonal(id, { suburb: 'Carlton', postcode: '3000' });
    expect(own.account).toMatchObject({ suburb: 'Carlton', postcode: '3000' });
    expect(own.photos).toEqual([]);
    await expect(service.updatePersonal(id, { postcode: '0000' })).rejects.toEqual(
      refusal('PROFILES.UNKNOWN_POSTCODE', 'postcode'),
    );
  });

  it('is for tradies only (PROFILES.NOT_A_TRADIE)', async () => {
    const { service, homeowner } = setup();
    const { id } = await homeowner();
    await expect(service.updateTradie(id, { about: 'x' })).rejects.toEqual(
      refusal('PROFILES.NOT_A_TRADIE'),
    );
    await expect(service.setLogo(id, IMAGE)).rejects.toEqual(refusal('PROFILES.NOT_A_TRADIE'));
    await expect(service.addPhoto(id, IMAGE)).rejects.toEqual(refusal('PROFILES.NOT_A_TRADIE'));
  });

  it('refuses an unknown service postcode, naming the field', async () => {
    const { service, tradie } = setup();
    const { id } = await tradie();
    await expect(service.updateTradie(id, { servicePostcode: '9999' })).rejects.toEqual(
      refusal('PROFILES.UNKNOWN_POSTCODE', 'servicePostcode'),
    );
  });

  it('other trades make the listing rule decide again', async () => {
    const { service, tradie, licences, licenceChecks } = setup();
    const { id } = await tradie('VIC');
    await licences.request(id, false);
    await service.updateTradie(id, { categories: ['painting', 'electrical', 'cleaning'] });
    expect(licenceChecks.listedRows.get(id)).toEqual(['painting', 'cleaning']);
  });

  it('a tradie not yet approved changes their licence at once', async () => {
    const { service, tradie, store } = setup();
    const { id } = await tradie('VIC');
    const own = await service.updateTradie(id, { licenceNumber: ' new9 ', licenceState: 'NSW' });
    expect(store.licenceWrites).toEqual([
      { kind: 'apply', licenceNumber: 'NEW9', licenceState: 'NSW' },
    ]);
    expect(own.account.tradie).toMatchObject({ licenceNumber: 'NEW9', licenceState: 'NSW' });
  });

  it('a tradie not yet approved who changes their licence has the new one checked, not the old', async () => {
    const { service, tradie, licences, licenceChecks, licenceQueue } = setup();
    const { id } = await tradie('VIC');
    await licences.request(id, false);
    await service.updateTradie(id, { licenceNumber: 'NEW9', licenceState: 'VIC' });
    // The admin reviewing the sign-up sees the check of the licence now on the profile.
    expect(licenceChecks.of(id)).toMatchObject({ licenceNumber: 'NEW9', state: 'VIC' });
    await new Promise((resolve) => setImmediate(resolve)); // the dispatch after the commit
    expect(licenceQueue.queued.at(-1)).toEqual({
      tradieId: id,
      licenceNumber: 'NEW9',
      state: 'VIC',
    });
  });

  it('an approved tradie’s licence change waits for review; asking for the old one withdraws it', async () => {
    const { service, tradie, accounts, store, clock } = setup();
    const { id, tradie: details } = await tradie('VIC');
    await accounts.approveTradie('admin-1', id);
    const own = await service.updateTradie(id, { licenceNumber: 'NEW9' });
    expect(own.account.tradie).toMatchObject({
      licenceNumber: details!.licenceNumber,
      pendingLicence: { licenceNumber: 'NEW9', licenceState: 'VIC', requestedAt: clock.now() },
    });
    await service.updateTradie(id, { licenceNumber: details!.licenceNumber });
    expect(store.licenceWrites.map((w) => w.kind)).toEqual(['review', 'withdraw']);
  });
});

describe('ProfilesService: pictures', () => {
  it('replaces an avatar and deletes the old file; only its owner reads it', async () => {
    const { service, homeowner, storage, store } = setup();
    const { id } = await homeowner();
    await service.setAvatar(id, IMAGE);
    const first = (await store.extras(id)).avatarKey!;
    await service.setAvatar(id, IMAGE);
    expect(storage.files.has(first)).toBe(false);
    await expect(service.avatar(id)).resolves.toMatchObject({ contentType: 'image/png' });
    await service.removeAvatar(id);
    await expect(service.avatar(id)).rejects.toEqual(refusal('PROFILES.IMAGE_NOT_FOUND'));
  });

  it('refuses an empty upload (PROFILES.IMAGE_REQUIRED) and a non-picture (PROFILES.UNSUPPORTED_IMAGE)', async () => {
    const { service, homeowner, storage } = setup();
    const { id } = await homeowner();
    await expect(service.setAvatar(id, Buffer.alloc(0))).rejects.toEqual(
      refusal('PROFILES.IMAGE_REQUIRED', 'image'),
    );
    await expect(service.setAvatar(id, NOT_A_PICTURE)).rejects.toEqual(
      refusal('PROFILES.UNSUPPORTED_IMAGE', 'image'),
    );
    expect(storage.files.size).toBe(0);
  });

  it('holds at most twelve work photos (PROFILES.TOO_MANY_PHOTOS), keeping no stray file', async () => {
    const { service, tradie, storage, store } = setup();
    const { id } = await tradie();
    for (let i = 0; i < MAX_WORK_PHOTOS; i += 1) await service.addPhoto(id, IMAGE);
    await expect(service.addPhoto(id, IMAGE)).rejects.toEqual(refusal('PROFILES.TOO_MANY_PHOTOS'));
    // The recount under the lock: another upload landed between the first count and the lock.
    const photos = await store.photos(id);
    await service.removePhoto(id, photos[0].id);
    const lockCount = store.lockPhotoCount.bind(store);
    store.lockPhotoCount = async (tradieId) => (await lockCount(tradieId)) + 1;
    await expect(service.addPhoto(id, IMAGE)).rejects.toEqual(refusal('PROFILES.TOO_MANY_PHOTOS'));
    expect(storage.files.size).toBe(MAX_WORK_PHOTOS - 1);
  });

  it('removes a photo and its file; an unknown one is PROFILES.PHOTO_NOT_FOUND', async () => {
    const { service, tradie, storage } = setup();
    const { id } = await tradie();
    const [photo] = (await service.addPhoto(id, IMAGE)).photos;
    await service.removePhoto(id, photo.id);
    expect(storage.files.size).toBe(0);
    await expect(service.removePhoto(id, photo.id)).rejects.toEqual(
      refusal('PROFILES.PHOTO_NOT_FOUND'),
    );
  });

  it('shows a tradie’s logo and photos to the tradie before approval, to others only after', async () => {
    const { service, tradie, accounts } = setup();
    const { id } = await tradie();
    await service.setLogo(id, IMAGE);
    const [photo] = (await service.addPhoto(id, IMAGE)).photos;
    await expect(service.logo(id, id)).resolves.toBeDefined();
    await expect(service.logo(id, undefined)).rejects.toEqual(refusal('TRADIES.NOT_FOUND'));
    await expect(service.photo(id, photo.id, 'someone')).rejects.toEqual(
      refusal('TRADIES.NOT_FOUND'),
    );
    await accounts.approveTradie('admin-1', id);
    await expect(service.photo(id, photo.id, undefined)).resolves.toBeDefined();
    await expect(service.photo(id, 'nope', undefined)).rejects.toEqual(
      refusal('PROFILES.PHOTO_NOT_FOUND'),
    );
    await service.removeLogo(id);
    await expect(service.logo(id, undefined)).rejects.toEqual(refusal('PROFILES.IMAGE_NOT_FOUND'));
  });
});

describe('ProfilesService: email change', () => {
  it('mails a link to the new address; opening it changes the email once', async () => {
    const { service, homeowner, mail, repository } = setup();
    const { id } = await homeowner();
    await service.requestEmailChange(id, 'Harbour-bridge-42', ' New@Example.com ');
    const [sent] = mail.confirmations;
    expect(sent?.email).toBe('new@example.com');
    const account = await service.confirmEmailChange(sent.token);
    expect(account.email).toBe('new@example.com');
    expect((await repository.findById(id))?.email).toBe('new@example.com');
    await expect(service.confirmEmailChange(sent.token)).rejects.toEqual(
      refusal('PROFILES.EMAIL_TOKEN_INVALID', 'token'),
    );
  });

  it('refuses a wrong password, the same address, and an expired link', async () => {
    const { service, homeowner, mail, clock } = setup();
    const { id, email } = await homeowner();
    await expect(service.requestEmailChange(id, 'wrong', 'x@example.com')).rejects.toEqual(
      refusal('AUTH.WRONG_PASSWORD', 'password'),
    );
    await expect(
      service.requestEmailChange(id, 'Harbour-bridge-42', email.toUpperCase()),
    ).rejects.toEqual(refusal('PROFILES.SAME_EMAIL', 'newEmail'));
    await service.requestEmailChange(id, 'Harbour-bridge-42', 'late@example.com');
    clock.advance(EMAIL_CHANGE_TTL_MS);
    await expect(service.confirmEmailChange(mail.confirmations[0].token)).rejects.toEqual(
      refusal('PROFILES.EMAIL_TOKEN_INVALID'),
    );
  });
});

describe('ProfilesService: public profile and directory', () => {
  it('shows an approved tradie with their listed trades, rating spread and jobs done', async () => {
    const { service, tradie, accounts, licences, store } = setup();
    const { id } = await tradie('VIC');
    for (const rating of [5, 5, null]) store.addCompletedJob(id, rating);
    await licences.request(id, false);
    await expect(service.publicProfile(id)).rejects.toEqual(refusal('TRADIES.NOT_FOUND'));
    await accounts.approveTradie('admin-1', id);
    const profile = await service.publicProfile(id);
    expect(profile.trades).toEqual([{ category: 'painting', licence: 'not_needed' }]);
    expect(profile.distribution[0]).toEqual({ stars: 5, count: 2 });
    expect(profile.jobsCompleted).toBe(3);
  });

  it('searches from a known postcode, refusing an unknown one', async () => {
    const { service, directory } = setup();
    const query: DirectoryQuery = { radiusKm: 20, sort: 'rating', page: 1, pageSize: 20 };
    await service.search(query);
    await service.search({ ...query, postcode: '3000' });
    expect(directory.origins).toEqual([
      null,
      expect.objectContaining({ lat: -37.81, lng: 144.96 }),
    ]);
    await expect(service.search({ ...query, postcode: '0001' })).rejects.toEqual(
      refusal('PROFILES.UNKNOWN_POSTCODE', 'postcode'),
    );
  });

  it('pages the listed profiles’ paths for the sitemap', async () => {
    const { service, directory } = setup();
    const ids = Array.from({ length: 7 }, (_, i) => `t${i}`);
    for (const id of ids) {
      directory.add({
        id,
        businessName: `Biz ${id}`,
        categories: ['plumbing'],
        servicePostcode: '2000',
        serviceRadiusKm: 10,
        licenceState: 'NSW',
        hasLogo: false,
        listed: true,
        ratings: [],
      });
    }
    expect(await service.listedProfilePaths(5, 1)).toEqual({
      paths: ['/public/profile/t5'],
      total: 7,
    });
  });
});
