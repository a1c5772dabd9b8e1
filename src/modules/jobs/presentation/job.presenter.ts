import {
  descriptionTeaser,
  hideContactDetails,
  type JobCard,
  leadOnSale,
  leadPriceCredits,
} from '../domain/job.js';
import type { JobView } from '../domain/jobs.service.js';
import type { HomeownerJob } from '../domain/ports.js';
import type { HomeownerJobDto, JobCardDto, JobDto } from './jobs.dto.js';

/** A card anyone may see: contact details typed into a title are hidden unless `full`. */
export function presentCard(job: JobCard, full = false): JobCardDto {
  return {
    id: job.id,
    title: full ? job.title : hideContactDetails(job.title),
    category: job.category,
    location: job.location,
    state: job.state,
    budget: job.budgetCents,
    createdAt: job.createdAt.toISOString(),
    isEmergency: job.isEmergency,
    assignedTradie: job.assignedTradieId,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentJob(view: JobView): JobDto {
  const { job, access } = view;
  const full = access === 'full';
  return {
    ...presentCard(job, full),
    access,
    description: full ? job.description : descriptionTeaser(job.description),
    postcode: job.postcode,
    status: job.status,
    leadPriceCredits: leadPriceCredits(job.isEmergency),
    slotsTaken: job.leadCount,
    slotsTotal: job.leadCap,
    leadOnSale: leadOnSale(job),
    publishedAt: iso(job.publishedAt),
    assignedAt: iso(job.assignedAt),
    completedAt: iso(job.completedAt),
    cancelledAt: iso(job.cancelledAt),
    images: full
      ? job.images.map((image) => ({
          id: image.id,
          url: `/api/jobs/${job.id}/images/${image.id}`,
          width: image.width,
          height: image.height,
        }))
      : [],
    imageCount: job.images.length,
    homeowner: full ? view.homeowner : null,
    boughtByMe: view.boughtByMe,
  };
}

export function presentHomeownerJob(job: HomeownerJob, firstName: string): HomeownerJobDto {
  return {
    ...presentJob({
      job,
      access: 'full',
      homeowner: { firstName, suburb: job.location },
      boughtByMe: false,
    }),
    quoteCount: job.quoteCount,
  };
}
