import { createHash } from 'node:crypto';
import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '#shared/infra/http/auth.decorators.js';
import { PublicJobListings, RECENT_DEFAULT_LIMIT } from '../domain/job.js';
import { OpenJobsTeaser, type TeaserSnapshot } from '../domain/open-jobs-teaser.js';
import { presentCard } from '../presentation/job.presenter.js';
import { JobCardDto, RecentJobsQueryDto } from '../presentation/jobs.dto.js';

/**
 * Browsers and proxies may reuse the teaser for a few seconds without asking; after that they
 * revalidate with the ETag and get a 304 while the listing is unchanged.
 */
const TEASER_CACHE_CONTROL = 'public, max-age=5';

@ApiTags('jobs')
@Controller('jobs')
export class PublicJobsController {
  /** The JSON and ETag of the last snapshot, so a hit serialises nothing. */
  private presented: { snapshot: TeaserSnapshot; body: string; etag: string } | null = null;

  constructor(
    private readonly listings: PublicJobListings,
    private readonly teaser: OpenJobsTeaser,
  ) {}

  @Public()
  @Get('open')
  @ApiOperation({ summary: 'List the newest open jobs' })
  @ApiOkResponse({ type: [JobCardDto], description: 'Open, unassigned, newest first, at most 6' })
  @ApiResponse({ status: 304, description: 'Unchanged since the ETag sent in If-None-Match' })
  async open(@Req() req: Request, @Res() res: Response): Promise<void> {
    const { body, etag } = this.present(await this.teaser.current());
    res.setHeader('Cache-Control', TEASER_CACHE_CONTROL);
    res.setHeader('ETag', etag);
    // req.fresh compares If-None-Match with the ETag just set.
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type('application/json').send(body);
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

  private present(snapshot: TeaserSnapshot): { body: string; etag: string } {
    if (this.presented?.snapshot !== snapshot) {
      const body = JSON.stringify(snapshot.cards.map((job) => presentCard(job)));
      // From the content, so every instance gives the same answer the same tag.
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      this.presented = { snapshot, body, etag };
    }
    return this.presented;
  }
}
