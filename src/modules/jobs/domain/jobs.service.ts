import type { Actor } from '#shared/domain/actor.js';
import type { AuState } from '#shared/domain/australia.js';
import type { Clock } from '#shared/domain/clock.js';
import type { DomainEvents } from '#shared/domain/domain-events.js';
import type { FileStorage, StoredFile } from '#shared/domain/file-storage.js';
import type { PostcodeDirectory, PostcodeLocation } from '#shared/domain/geo.js';
import { TRADE_CATEGORY_IDS } from '#shared/domain/trade-categories.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import {
  assertCapChange,
  assertEditable,
  assertOwner,
  assign,
  cancel,
  complete,
  DEFAULT_LEAD_CAP,
  initialStatus,
  type Job,
  JOB_GROUPS,
  type JobGroup,
  type JobStatus,
  type LeadCap,
  leadsExpire,
  MAX_JOB_IMAGES,
  publish,
  UNHIRED_CREDIT_BACK_DAYS,
  withdraw,
  type WithdrawalReason,
} from './job.js';
import { JobEvents } from './job-events.js';
import { JobsErrors } from './jobs-errors.js';
import type {
  HomeownerJob,
  HomeownerJobsPage,
  ImageSanitiser,
  JobChanges,
  JobRepository,
  LeadAccess,
  PeopleDirectory,
} from './ports.js';

/** Jobs per page of the homeowner's lists. */
const MY_JOBS_PAGE = 20;

export interface PostJobInput {
  title: string;
  description: string;
  category: string;
  location: string;
  state: AuState;
  postcode: string;
  budgetCents: number;
  isEmergency: boolean;
  leadCap?: LeadCap;
  privacyConsent: boolean;
}

export type EditJobInput = Partial<
  Pick<
    PostJobInput,
    'title' | 'description' | 'category' | 'location' | 'state' | 'postcode' | 'budgetCents'
  > & { leadCap: LeadCap; isEmergency: boolean }
>;

/** How much of a job an actor sees: `full` for its owner, admins and tradies who bought it. */
export type JobAccess = 'full' | 'teaser';

export interface JobView {
  job: Job;
  access: JobAccess;
  /** Only with full access for a tradie who bought the lead, its owner or an admin. */
  homeowner: { firstName: string; suburb: string } | null;
  boughtByMe: boolean;
}

/** Posting, editing, cancelling, publishing, assigning and completing jobs, and their images. */
export class JobsService {
  constructor(
    private readonly jobs: JobRepository,
    private readonly postcodes: PostcodeDirectory,
    private readonly leadAccess: LeadAccess,
    private readonly people: PeopleDirectory,
    private readonly images: ImageSanitiser,
    private readonly storage: FileStorage,
    private readonly events: DomainEvents,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async post(homeownerId: string, input: PostJobInput): Promise<Job> {
    if (input.privacyConsent !== true) throw JobsErrors.consentRequired();
    this.checkCategory(input.category);
    const place = await this.locate(input.postcode, input.state);
    const now = this.clock.now();
    const status = initialStatus(input.isEmergency);
    return this.unitOfWork.run(async () => {
      // A ban committing meanwhile either refuses this post or withdraws the job it creates.
      await this.people.holdPoster(homeownerId);
      const job = await this.jobs.create({
        homeownerId,
        title: input.title.trim(),
        description: input.description.trim(),
        category: input.category,
        location: input.location.trim(),
        state: input.state,
        postcode: input.postcode,
        budgetCents: input.budgetCents,
        isEmergency: input.isEmergency,
        status,
        leadCap: input.leadCap ?? DEFAULT_LEAD_CAP,
        lat: place.lat,
        lng: place.lng,
        privacyConsentAt: now,
        publishedAt: status === 'open' ? now : null,
      });
      await this.events.publish(
        JobEvents.posted(job.id, { homeownerId, isEmergency: job.isEmergency, status }, now),
      );
      return job;
    });
  }

  /** Job titles by id, for other modules' lists (a ledger row names its job). */
  titles(jobIds: readonly string[]): Promise<Map<string, string>> {
    return this.jobs.titles(jobIds);
  }

  async getOrThrow(jobId: string): Promise<Job> {
    const job = await this.jobs.findById(jobId);
    if (!job) throw JobsErrors.notFound();
    return job;
  }

  /**
   * The job as this actor may see it. Owners and admins see everything; approved tradies see
   * everything once they bought the lead and a teaser before; other homeowners see nothing.
   */
  async view(jobId: string, actor: Actor): Promise<JobView> {
    const job = await this.getOrThrow(jobId);
    const owner = job.homeownerId === actor.id;
    const boughtByMe =
      actor.type === 'tradie' && (await this.leadAccess.hasBought(job.id, actor.id));
    if (!owner && actor.type !== 'admin' && !boughtByMe) {
      // Unpublished emergency jobs and other homeowners' jobs stay invisible.
      if (actor.type !== 'tradie' || job.status === 'pending_payment')
        throw JobsErrors.notVisible();
      return { job, access: 'teaser', homeowner: null, boughtByMe: false };
    }
    const firstName = (await this.people.firstName(job.homeownerId)) ?? '';
    return { job, access: 'full', homeowner: { firstName, suburb: job.location }, boughtByMe };
  }

  /** A page of the homeowner's jobs, newest first: all of them, or one group. */
  mine(
    homeownerId: string,
    page: { group?: JobGroup; cursor?: string; limit?: number } = {},
  ): Promise<HomeownerJobsPage> {
    return this.jobs.listByHomeowner({
      homeownerId,
      statuses: page.group ? JOB_GROUPS[page.group] : undefined,
      cursor: page.cursor,
      limit: page.limit ?? MY_JOBS_PAGE,
    });
  }

  /** Every job of the homeowner in these statuses, however many pages that takes. */
  async allOf(homeownerId: string, statuses: readonly JobStatus[]): Promise<HomeownerJob[]> {
    const all: HomeownerJob[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.jobs.listByHomeowner({ homeownerId, statuses, cursor, limit: 100 });
      all.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return all;
  }

  async update(jobId: string, actorId: string, input: EditJobInput): Promise<Job> {
    if (input.category !== undefined) this.checkCategory(input.category);
    return this.unitOfWork.run(async () => {
      const job = await this.lockOrThrow(jobId);
      assertEditable(job, actorId);
      if (input.isEmergency !== undefined && input.isEmergency !== job.isEmergency) {
        throw JobsErrors.emergencyChanged();
      }
      if (input.leadCap !== undefined) assertCapChange(job, input.leadCap);
      const changes: JobChanges = {};
      if (input.title !== undefined) changes.title = input.title.trim();
      if (input.description !== undefined) changes.description = input.description.trim();
      if (input.category !== undefined) changes.category = input.category;
      if (input.location !== undefined) changes.location = input.location.trim();
      if (input.budgetCents !== undefined) changes.budgetCents = input.budgetCents;
      if (input.leadCap !== undefined) changes.leadCap = input.leadCap;
      if (input.postcode !== undefined || input.state !== undefined) {
        const state = input.state ?? (job.state as AuState);
        const place = await this.locate(input.postcode ?? job.postcode, state);
        Object.assign(changes, { postcode: place.postcode, state, lat: place.lat, lng: place.lng });
      }
      await this.jobs.update(job.id, changes, this.clock.now());
      return this.getOrThrow(job.id);
    });
  }

  /**
   * The job's side of a cancellation: an unassigned job of this homeowner, under its row lock.
   * Joins the caller's transaction; the whole flow (buyers credited back, an unpaid emergency
   * fee cancelled) is the leads module's JobEndings.
   */
  async cancel(jobId: string, actorId: string): Promise<Job> {
    return this.unitOfWork.run(async () => {
      const job = await this.lockOrThrow(jobId);
      assertOwner(job, actorId);
      const next = cancel(job, this.clock.now());
      await this.jobs.update(job.id, { status: next.status, cancelledAt: next.at }, next.at);
      await this.events.publish(
        JobEvents.cancelled(job.id, { homeownerId: job.homeownerId }, next.at),
      );
      return this.getOrThrow(job.id);
    });
  }

  /**
   * Takes a departing owner's unassigned jobs off the market, each under its row lock: a
   * purchase that holds the lock first lands (and the caller refunds it), one that waits finds
   * the job withdrawn. Joins the caller's transaction; answers the ids withdrawn now (none when
   * repeated).
   */
  async withdrawAllOf(homeownerId: string, reason: WithdrawalReason): Promise<string[]> {
    return this.unitOfWork.run(async () => {
      const withdrawn: string[] = [];
      for (const job of await this.jobs.lockUnassignedOf(homeownerId)) {
        const next = withdraw(job, reason, this.clock.now());
        if (!next) continue;
        await this.jobs.update(
          job.id,
          { status: next.status, withdrawnAt: next.at, withdrawnReason: next.reason },
          next.at,
        );
        await this.events.publish(JobEvents.withdrawn(job.id, { homeownerId, reason }, next.at));
        withdrawn.push(job.id);
      }
      return withdrawn;
    });
  }

  /** An emergency job whose posting fee is paid goes live (called by payments, idempotent). */
  async markEmergencyFeePaid(jobId: string): Promise<Job> {
    return this.unitOfWork.run(async () => {
      const job = await this.lockOrThrow(jobId);
      // Withdrawn while its fee was in flight: it stays off the market.
      if (job.status === 'open' || job.status === 'withdrawn') return job;
      const next = publish(job, this.clock.now());
      await this.jobs.update(job.id, { status: next.status, publishedAt: next.at }, next.at);
      await this.events.publish(
        JobEvents.published(job.id, { homeownerId: job.homeownerId }, next.at),
      );
      return this.getOrThrow(job.id);
    });
  }

  /**
   * open → assigned to the tradie. Called by the hire use case inside its transaction; the
   * caller checks the quote and publishes the hire.
   */
  async assign(jobId: string, actorId: string, tradieId: string): Promise<Job> {
    return this.unitOfWork.run(async () => {
      const job = await this.lockOrThrow(jobId);
      assertOwner(job, actorId);
      const next = assign(job, this.clock.now());
      await this.jobs.update(
        job.id,
        { status: next.status, assignedAt: next.at, assignedTradieId: tradieId },
        next.at,
      );
      return this.getOrThrow(job.id);
    });
  }

  async complete(jobId: string, actorId: string): Promise<Job> {
    return this.unitOfWork.run(async () => {
      const job = await this.lockOrThrow(jobId);
      assertOwner(job, actorId);
      const next = complete(job, this.clock.now());
      await this.jobs.update(job.id, { status: next.status, completedAt: next.at }, next.at);
      await this.events.publish(
        JobEvents.completed(
          job.id,
          {
            homeownerId: job.homeownerId,
            tradieId: job.assignedTradieId,
            isEmergency: job.isEmergency,
          },
          next.at,
        ),
      );
      return this.getOrThrow(job.id);
    });
  }

  /** Up to `batch` jobs still unhired UNHIRED_CREDIT_BACK_DAYS after publishing. */
  unhiredJobIds(batch: number): Promise<string[]> {
    const cutoff = new Date(
      this.clock.now().getTime() - UNHIRED_CREDIT_BACK_DAYS * 24 * 60 * 60 * 1000,
    );
    return this.jobs.unhiredSince(cutoff, batch);
  }

  /**
   * The job's side of the unhired credit-back: its lead stops selling, re-checked under the
   * row lock so overlapping sweeps expire it once. Joins the caller's transaction (the leads
   * module's JobEndings credits the buyers back in it); false when not due (any more).
   */
  async expireLeads(jobId: string): Promise<boolean> {
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      const job = await this.jobs.lock(jobId);
      if (!job || !leadsExpire(job, now)) return false;
      await this.jobs.update(job.id, { leadsExpiredAt: now }, now);
      await this.events.publish(
        JobEvents.leadsExpired(job.id, { homeownerId: job.homeownerId }, now),
      );
      return true;
    });
  }

  async addImage(jobId: string, actorId: string, upload: Buffer): Promise<Job> {
    const job = await this.getOrThrow(jobId);
    assertEditable(job, actorId);
    if (job.images.length >= MAX_JOB_IMAGES) throw JobsErrors.tooManyImages(MAX_JOB_IMAGES);
    const image = await this.images.sanitise(upload);
    const key = `jobs/${job.id}/${this.randomName()}`;
    await this.storage.put(key, { bytes: image.bytes, contentType: image.contentType });
    try {
      await this.unitOfWork.run(async () => {
        const locked = await this.lockOrThrow(jobId);
        assertEditable(locked, actorId);
        if (locked.images.length >= MAX_JOB_IMAGES) throw JobsErrors.tooManyImages(MAX_JOB_IMAGES);
        await this.jobs.addImage(job.id, {
          storageKey: key,
          contentType: image.contentType,
          width: image.width,
          height: image.height,
          bytes: image.bytes.length,
        });
      });
    } catch (error) {
      await this.storage.delete(key);
      throw error;
    }
    return this.getOrThrow(job.id);
  }

  async removeImage(jobId: string, imageId: string, actorId: string): Promise<Job> {
    const removed = await this.unitOfWork.run(async () => {
      const job = await this.lockOrThrow(jobId);
      assertEditable(job, actorId);
      const image = await this.jobs.removeImage(job.id, imageId);
      if (!image) throw JobsErrors.imageNotFound();
      return image;
    });
    await this.storage.delete(removed.storageKey);
    return this.getOrThrow(jobId);
  }

  /** An image's bytes, for whoever may see the whole job. */
  async image(jobId: string, imageId: string, actor: Actor): Promise<StoredFile> {
    const view = await this.view(jobId, actor);
    if (view.access !== 'full') throw JobsErrors.notVisible();
    const image = view.job.images.find((i) => i.id === imageId);
    const file = image ? await this.storage.get(image.storageKey) : null;
    if (!file) throw JobsErrors.imageNotFound();
    return file;
  }

  private async lockOrThrow(jobId: string): Promise<Job> {
    const job = await this.jobs.lock(jobId);
    if (!job) throw JobsErrors.notFound();
    return job;
  }

  private checkCategory(category: string): void {
    if (!TRADE_CATEGORY_IDS.includes(category)) throw JobsErrors.unknownCategory();
  }

  private async locate(postcode: string, state: AuState): Promise<PostcodeLocation> {
    const place = await this.postcodes.locate(postcode);
    if (!place) throw JobsErrors.unknownPostcode();
    if (place.state !== state) throw JobsErrors.postcodeStateMismatch(state);
    return place;
  }

  private randomName(): string {
    // Unguessable enough for a storage key; access is checked on every read anyway.
    const bytes = new Uint8Array(16);
    globalThis.crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
}
