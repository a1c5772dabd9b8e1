import { randomUUID } from 'node:crypto';
import { reviewsPortsContract } from '../contracts/reviews-ports.contract.js';
import { InMemoryReviewReports, InMemoryReviews } from './reviews.fakes.js';

reviewsPortsContract('in memory (the fakes the service specs use)', async () => {
  const reviews = new InMemoryReviews();
  // Names and jobs written to the fake's maps as identity and jobs show them.
  const named = async (name: string) => {
    const id = randomUUID();
    reviews.names.set(id, name);
    return id;
  };
  return {
    reviews,
    reports: new InMemoryReviewReports(reviews),
    homeowner: named,
    tradie: named,
    admin: async () => randomUUID(),
    job: async () => {
      const job = { id: randomUUID(), category: 'electrical', location: 'Glenelg' };
      reviews.jobs.set(job.id, job);
      return job;
    },
  };
});
