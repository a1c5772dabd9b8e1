import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Actor } from '#shared/domain/actor.js';
import { AllowUnverified, CurrentActor, Public } from '#shared/infra/http/auth.decorators.js';
import { JobsService } from '#modules/jobs/domain/jobs.service.js';
import { CreditLedger } from '../domain/credit-ledger.js';
import { CREDIT_BUNDLES, SIGNUP_BONUS_CREDITS } from '../domain/credits.js';
import { SignupBonusService } from '../domain/signup-bonus.service.js';
import {
  BalanceDto,
  CreditBundleDto,
  CreditTransactionsPageDto,
  SignupBonusDto,
  TransactionsQueryDto,
} from './credits.dto.js';

const JOB_REFERENCES = new Set<string>(['lead_purchase', 'refund']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@ApiTags('credits')
@Controller('credits')
export class CreditsController {
  constructor(
    private readonly ledger: CreditLedger,
    private readonly signupBonus: SignupBonusService,
    private readonly jobs: JobsService,
  ) {}

  @AllowUnverified()
  @Get('balance')
  @ApiOperation({ summary: 'Get your credit balance' })
  @ApiOkResponse({ type: BalanceDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Banned' })
  async balance(@CurrentActor() actor: Actor): Promise<BalanceDto> {
    return { balance: await this.ledger.balance(actor.id) };
  }

  @AllowUnverified()
  @Get('transactions')
  @ApiOperation({ summary: 'List your credit transactions' })
  @ApiOkResponse({ type: CreditTransactionsPageDto, description: 'Newest first' })
  @ApiBadRequestResponse({ description: 'Bad cursor or limit' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Banned' })
  async transactions(
    @CurrentActor() actor: Actor,
    @Query() query: TransactionsQueryDto,
  ): Promise<CreditTransactionsPageDto> {
    const page = await this.ledger.history(actor.id, query.limit ?? 20, query.cursor);
    // A lead purchase or refund references its job: the wallet names it by title.
    const jobIds = page.items
      .filter((entry) => JOB_REFERENCES.has(entry.type) && UUID.test(entry.reference ?? ''))
      .map((entry) => entry.reference as string);
    const titles = await this.jobs.titles([...new Set(jobIds)]);
    return {
      items: page.items.map((entry) => ({
        id: entry.id,
        type: entry.type,
        amount: entry.amount,
        balanceAfter: entry.balanceAfter,
        createdAt: entry.createdAt.toISOString(),
        reference: entry.reference,
        jobTitle: JOB_REFERENCES.has(entry.type)
          ? (titles.get(entry.reference ?? '') ?? null)
          : null,
      })),
      nextCursor: page.nextCursor,
    };
  }

  @Public()
  @Get('bundles')
  @ApiOperation({ summary: 'List the credit bundles for sale' })
  @ApiOkResponse({ type: [CreditBundleDto] })
  bundles(): CreditBundleDto[] {
    return CREDIT_BUNDLES.map((bundle) => ({ ...bundle }));
  }

  @Public()
  @Get('signup-bonus')
  @ApiOperation({ summary: 'Get the sign-up bonus spots left' })
  @ApiOkResponse({ type: SignupBonusDto, description: 'The landing banner: spots left of 100' })
  async signupBonusStatus(): Promise<SignupBonusDto> {
    return { ...(await this.signupBonus.status()), credits: SIGNUP_BONUS_CREDITS };
  }
}
