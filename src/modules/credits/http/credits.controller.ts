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

@ApiTags('credits')
@Controller('credits')
export class CreditsController {
  constructor(
    private readonly ledger: CreditLedger,
    private readonly signupBonus: SignupBonusService,
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
    return {
      items: page.items.map((entry) => ({
        id: entry.id,
        type: entry.type,
        amount: entry.amount,
        balanceAfter: entry.balanceAfter,
        createdAt: entry.createdAt.toISOString(),
        reference: entry.reference,
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
