import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { Public } from '#shared/infra/http/auth.decorators.js';
import { OPEN_TEASER_LIMIT, PublicJobListings, RECENT_DEFAULT_LIMIT } from '../domain/job.js';
import { presentCard } from '../presentation/job.presenter.js';
import { JobCardDto, RecentJobsQueryDto } from '../presentation/jobs.dto.js';

@ApiTags('jobs')
@Controller('jobs')
export class PublicJobsController {
  constructor(private readonly listings: PublicJobListings) {}

  @Public()
  @Get('open')
  @ApiOperation({ summary: 'List the newest open jobs' })
  @ApiOkResponse({ type: [JobCardDto], description: 'Open, unassigned, newest first, at most 6' })
  async open(): Promise<JobCardDto[]> {
    return (await this.listings.openUnassigned(OPEN_TEASER_LIMIT)).map((job) => presentCard(job));
  }

  @Public()
  @Get('recent')
  @ApiOperation({ summary: 'List recent open jobs for the landing page' })
  @ApiOkResponse({ type: [JobCardDto], description: 'The landing carousel: newest open jobs' })
  async recent(@Query() query: RecentJobsQueryDto): Promise<JobCardDto[]> {
    return (await this.listings.openUnassigned(query.limit ?? RECENT_DEFAULT_LIMIT)).map((job) =>
      presentCard(job),
    );
  }
}
