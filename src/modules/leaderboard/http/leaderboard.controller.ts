import { Controller, Get } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Actor } from '#shared/domain/actor.js';
import { CurrentActor, Roles } from '#shared/infra/http/auth.decorators.js';
import { LeaderboardService } from '../domain/leaderboard.service.js';
import {
  EMERGENCY_BONUS_POINTS,
  JOB_POINTS,
  PRIZES,
  reviewScore,
  WINDOW_DAYS,
} from '../domain/scoring.js';
import { LEADERBOARD_ZONE } from '../domain/week.js';
import { LeaderboardDto } from './leaderboard.dto.js';

/** The weekly leaderboard, for approved tradies only: badges are never shown to homeowners. */
@ApiTags('leaderboard')
@Roles('tradie')
@Controller('leaderboard')
export class LeaderboardController {
  constructor(private readonly leaderboard: LeaderboardService) {}

  @Get()
  @ApiOperation({ summary: 'Get the tradie leaderboard' })
  @ApiOkResponse({ type: LeaderboardDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not an approved tradie' })
  async view(@CurrentActor() actor: Actor): Promise<LeaderboardDto> {
    const v = await this.leaderboard.view(actor.id);
    return {
      weekKey: v.weekKey,
      closesAt: v.closesAt.toISOString(),
      standings: v.standings.map((s) => ({
        rank: s.rank,
        tradieId: s.tradieId,
        firstName: s.firstName,
        businessName: s.businessName,
        points: s.points,
        reachedAt: s.reachedAt.toISOString(),
        isMe: s.tradieId === actor.id,
      })),
      me: v.me,
      lastWeek: v.lastWeek && {
        weekKey: v.lastWeek.weekKey,
        winners: v.lastWeek.winners.map((w) => ({
          rank: w.rank,
          tradieId: w.tradieId,
          firstName: w.firstName,
          businessName: w.businessName,
          points: w.points,
          credits: w.credits,
          badge: w.badge,
        })),
      },
      rules: {
        jobPoints: JOB_POINTS,
        emergencyBonusPoints: EMERGENCY_BONUS_POINTS,
        reviewPoints: [1, 2, 3, 4, 5].map((stars) => reviewScore(stars).points),
        windowDays: WINDOW_DAYS,
        prizes: PRIZES.map((p) => ({ ...p })),
        timeZone: LEADERBOARD_ZONE,
      },
    };
  }
}
