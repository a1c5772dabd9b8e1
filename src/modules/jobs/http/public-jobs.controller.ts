import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../shared/infra/http/auth.decorators.js';
import {
  type JobCard,
  OPEN_TEASER_LIMIT,
  PublicJobListings,
  RECENT_DEFAULT_LIMIT,
} from '../domain/job.js';
import { JobCardDto, RecentJobsQueryDto } from './jobs.dto.js';

@ApiTags('jobs')
@Controller('jobs')
export class PublicJobsController {
  constructor(private readonly listings: PublicJobListings) {}

  @Public()
  @Get('open')
  @ApiOkResponse({ type: [JobCardDto], description: 'Open, unassigned, newest first, at most 6' })
  async open(): Promise<JobCardDto[]> {
    return (await this.listings.openUnassigned(OPEN_TEASER_LIMIT)).map(presentCard);
  }

  @Public()
  @Get('recent')
  @ApiOkResponse({ type: [JobCardDto], description: 'The landing carousel: newest open jobs' })
  async recent(@Query() query: RecentJobsQueryDto): Promise<JobCardDto[]> {
    return (await this.listings.openUnassigned(query.limit ?? RECENT_DEFAULT_LIMIT)).map(
      presentCard,
    );
  }
}

function presentCard(job: JobCard): JobCardDto {
  return {
    id: job.id,
    title: job.title,
    category: job.category,
    location: job.location,
    state: job.state,
    budget: job.budgetCents,
    createdAt: job.createdAt.toISOString(),
    isEmergency: job.isEmergency,
    assignedTradie: job.assignedTradieId,
  };
}
