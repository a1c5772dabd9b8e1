import { RecordingDomainEvents } from '#test/fakes/domain-events.fake.js';
import { InMemoryFiles } from '#test/fakes/file-storage.fake.js';
import { DirectUnitOfWork } from '#test/fakes/identity.fakes.js';
import {
  InMemoryJobs,
  InMemoryLeadAccess,
  InMemoryPeople,
  PngOnlyImages,
} from '#test/fakes/jobs.fakes.js';
import { InMemoryPostcodeDirectory } from '#test/fakes/postcodes.fake.js';
import { png } from '#test/support/png.js';
import type { Actor } from '#shared/domain/actor.js';
import { FixedClock } from '#shared/domain/clock.js';
import { JobsService, type PostJobInput } from './jobs.service.js';
import { LEAKING_TAP } from '#test/support/job-fields.js';

const actor = (id: string, type: Actor['type']): Actor => ({
  id,
  email: `${id}@x`,
  type,
  status: 'active',
  emailVerified: true,
});
const input = (overrides: Partial<PostJobInput> = {}): PostJobInput => ({
  ...LEAKING_TAP,
  privacyConsent: true,
  ...overrides,
});

function setup() {
  const jobs = new InMemoryJobs();
  const events = new RecordingDomainEvents();
  const buyers = new InMemoryLeadAccess();
  const files = new InMemoryFiles();
  const clock = new FixedClock(new Date('2026-06-01T00:00:00Z'));
  // Homeowners in good standing (a banned one may not post).
  const people = new InMemoryPeople();
  for (const id of ['h1', 'h2', 'h3']) people.add(id, 'Olivia');
  const service = new JobsService(
    jobs,
    new InMemoryPostcodeDirectory(),
    buyers,
    people,
    new PngOnlyImages(),
    files,
    events,
    new DirectUnitOfWork(),
    clock,
  );
  return { service, jobs, events, buyers, files, clock, people };
}

describe('JobsService', () => {
  it('posts with consent, coordinates from the postcode, and a job_posted event', async () => {
    const { service, events } = setup();
    const job = await service.post('h1', input({ leadCap: 5 }));
    expect(job).toMatchObject({ status: 'open', leadCap: 5, lat: -33.9, lng: 151.18 });
    expect(job.privacyConsentAt).toEqual(new Date('2026-06-01T00:00:00Z'));
    expect(events.types()).toEqual(['jobs.job_posted']);
  });

  it('refuses a post without consent, with an unknown postcode, or a postcode of another state', async () => {
    const { service, events } = setup();
    await expect(service.post('h1', input({ privacyConsent: false }))).rejects.toMatchObject({
      code: 'JOBS.CONSENT_REQUIRED',
    });
    await expect(service.post('h1', input({ postcode: '9999' }))).rejects.toMatchObject({
      code: 'JOBS.UNKNOWN_POSTCODE',
    });
    await expect(service.post('h1', input({ postcode: '3000' }))).rejects.toMatchObject({
      code: 'JOBS.POSTCODE_STATE_MISMATCH',
    });
    await expect(service.post('h1', input({ category: 'astrology' }))).rejects.toMatchObject({
      code: 'JOBS.UNKNOWN_CATEGORY',
    });
    expect(events.published).toEqual([]);
  });

  it('refuses a banned homeowner’s post (AUTH.BANNED), creating nothing', async () => {
    const { service, jobs, events, people } = setup();
    people.banned.add('h1');
    await expect(service.post('h1', input())).rejects.toMatchObject({ code: 'AUTH.BANNED' });
    expect(jobs.rows.size).toBe(0);
    expect(events.published).toEqual([]);
  });

  it('publishes an emergency once its fee is paid, idempotently', async () => {
    const { service, events } = setup();
    const job = await service.post('h1', input({ isEmergency: true }));
    expect(job.status).toBe('pending_payment');
    expect((await service.markEmergencyFeePaid(job.id)).status).toBe('open');
    expect((await service.markEmergencyFeePaid(job.id)).status).toBe('open');
    expect(events.types()).toEqual(['jobs.job_posted', 'jobs.job_published']);
  });

  it('shows a teaser to tradies before they buy, everything after, nothing to other homeowners', async () => {
    const { service, buyers } = setup();
    const job = await service.post('h1', input());
    expect((await service.view(job.id, actor('t1', 'tradie'))).access).toBe('teaser');
    buyers.bought.add(`${job.id}:t1`);
    expect(await service.view(job.id, actor('t1', 'tradie'))).toMatchObject({
      access: 'full',
      boughtByMe: true,
      homeowner: { firstName: 'Olivia', suburb: 'Newtown' },
    });
    await expect(service.view(job.id, actor('h2', 'homeowner'))).rejects.toMatchObject({
      code: 'JOBS.NOT_VISIBLE',
    });
    const emergency = await service.post('h1', input({ isEmergency: true }));
    await expect(service.view(emergency.id, actor('t1', 'tradie'))).rejects.toMatchObject({
      code: 'JOBS.NOT_VISIBLE',
    });
  });

  it('lists the homeowner’s active or past jobs a page at a time, and all of them on request', async () => {
    const { service, clock } = setup();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await service.post('h1', input())).id);
      clock.advance(1000);
    }
    await service.post('h2', input());
    await service.cancel(ids[0], 'h1');

    const first = await service.mine('h1', { group: 'active', limit: 3 });
    expect(first.items.map((j) => j.id)).toEqual([ids[4], ids[3], ids[2]]);
    const second = await service.mine('h1', {
      group: 'active',
      limit: 3,
      cursor: first.nextCursor!,
    });
    expect(second).toEqual({ items: [expect.objectContaining({ id: ids[1] })], nextCursor: null });
    expect((await service.mine('h1', { group: 'past' })).items.map((j) => j.id)).toEqual([ids[0]]);
    expect((await service.mine('h1')).items).toHaveLength(5);
    // More than one repository page (100) of open jobs: allOf walks them all.
    for (let i = 0; i < 120; i++) await service.post('h3', input());
    expect(await service.allOf('h3', ['open'])).toHaveLength(120);
  });

  it('cancels once with a job_cancelled event', async () => {
    const { service, events } = setup();
    const job = await service.post('h1', input());
    await expect(service.cancel(job.id, 'h2')).rejects.toMatchObject({ code: 'JOBS.NOT_YOURS' });
    expect((await service.cancel(job.id, 'h1')).status).toBe('cancelled');
    await expect(service.cancel(job.id, 'h1')).rejects.toMatchObject({ code: 'JOBS.NOT_EDITABLE' });
    expect(events.types().filter((t) => t === 'jobs.job_cancelled')).toHaveLength(1);
  });

  it('withdraws a departing owner’s unassigned jobs once, leaving hired ones alone', async () => {
    const { service, events } = setup();
    const open = await service.post('h1', input({ isEmergency: false }));
    const unpaid = await service.post('h1', input({ isEmergency: true }));
    const hired = await service.post('h1', input({ isEmergency: false }));
    await service.assign(hired.id, 'h1', 't1');
    const other = await service.post('h2', input({ isEmergency: false }));
    expect((await service.withdrawAllOf('h1', 'owner_banned')).sort()).toEqual(
      [open.id, unpaid.id].sort(),
    );
    expect(await service.getOrThrow(open.id)).toMatchObject({
      status: 'withdrawn',
      withdrawnReason: 'owner_banned',
    });
    expect((await service.getOrThrow(hired.id)).status).toBe('assigned');
    expect((await service.getOrThrow(other.id)).status).toBe('open');
    // Its fee landing afterwards does not put it back on the market.
    expect((await service.markEmergencyFeePaid(unpaid.id)).status).toBe('withdrawn');
    // A repeat (a second ban, then an erasure) withdraws nothing more.
    expect(await service.withdrawAllOf('h1', 'owner_erased')).toEqual([]);
    expect((await service.getOrThrow(open.id)).withdrawnReason).toBe('owner_banned');
    expect(events.types().filter((t) => t === 'jobs.job_withdrawn')).toHaveLength(2);
  });

  it('assigns and completes with a job_completed event naming the tradie', async () => {
    const { service, events } = setup();
    const job = await service.post('h1', input({ isEmergency: false }));
    await expect(service.complete(job.id, 'h1')).rejects.toMatchObject({
      code: 'JOBS.NOT_ASSIGNED',
    });
    await service.assign(job.id, 'h1', 't1');
    await expect(service.update(job.id, 'h1', { title: 'Too late now' })).rejects.toMatchObject({
      code: 'JOBS.NOT_EDITABLE',
    });
    await service.complete(job.id, 'h1');
    expect(events.published.at(-1)).toMatchObject({
      type: 'jobs.job_completed',
      payload: { tradieId: 't1', homeownerId: 'h1', isEmergency: false },
    });
  });

  it('expires the leads of jobs unhired for 30 days, once each', async () => {
    const { service, events, clock } = setup();
    const job = await service.post('h1', input());
    clock.advance(29 * 24 * 60 * 60 * 1000);
    expect(await service.unhiredJobIds(100)).toEqual([]);
    expect(await service.expireLeads(job.id)).toBe(false);
    clock.advance(2 * 24 * 60 * 60 * 1000);
    expect(await service.unhiredJobIds(100)).toEqual([job.id]);
    expect(await service.expireLeads(job.id)).toBe(true);
    expect(await service.expireLeads(job.id)).toBe(false);
    expect(await service.unhiredJobIds(100)).toEqual([]);
    expect(events.types().filter((t) => t === 'jobs.leads_expired')).toHaveLength(1);
  });

  it('keeps at most 8 images and serves them only with full access', async () => {
    const { service, files } = setup();
    const job = await service.post('h1', input());
    // Told apart by their widths.
    for (let i = 0; i < 8; i++) await service.addImage(job.id, 'h1', png(i + 1, 1));
    await expect(service.addImage(job.id, 'h1', png(9, 1))).rejects.toMatchObject({
      code: 'JOBS.TOO_MANY_IMAGES',
    });
    await expect(service.addImage(job.id, 'h2', png(1, 1))).rejects.toMatchObject({
      code: 'JOBS.NOT_YOURS',
    });
    expect(files.files.size).toBe(8);
    const [first] = (await service.getOrThrow(job.id)).images;
    await expect(service.image(job.id, first.id, actor('t1', 'tradie'))).rejects.toMatchObject({
      code: 'JOBS.NOT_VISIBLE',
    });
    expect(first).toMatchObject({ width: 1, contentType: 'image/png' });
    expect((await service.image(job.id, first.id, actor('h1', 'homeowner'))).bytes).toEqual(
      png(1, 1),
    );
    await service.removeImage(job.id, first.id, 'h1');
    expect(files.files.size).toBe(7);
  });
});
