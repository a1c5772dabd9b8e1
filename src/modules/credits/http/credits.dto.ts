import { ApiProperty } from '@nestjs/swagger';
import { PageQueryDto } from '#shared/infra/http/page-query.dto.js';
import { CREDIT_TYPES } from '../domain/credits.js';

export class BalanceDto {
  @ApiProperty({ description: 'whole credits' }) balance!: number;
}

export class CreditTransactionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: CREDIT_TYPES }) type!: (typeof CREDIT_TYPES)[number];
  @ApiProperty({ description: 'signed: negative for credits spent' }) amount!: number;
  @ApiProperty({ description: 'the balance right after this movement' }) balanceAfter!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'what it was for (a job, lead, payment id or a note)',
  })
  reference!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'the title of the job a lead purchase or refund was for',
  })
  jobTitle!: string | null;
}

export class CreditTransactionsPageDto {
  @ApiProperty({ type: [CreditTransactionDto] }) items!: CreditTransactionDto[];
  @ApiProperty({ type: String, nullable: true, description: 'pass as ?cursor= for the next page' })
  nextCursor!: string | null;
}

export class TransactionsQueryDto extends PageQueryDto {}

export class CreditBundleDto {
  @ApiProperty({ enum: ['starter', 'standard', 'pro', 'elite'] })
  id!: 'starter' | 'standard' | 'pro' | 'elite';
  @ApiProperty() name!: string;
  @ApiProperty() credits!: number;
  @ApiProperty({ description: 'AUD cents, GST inclusive' }) priceCents!: number;
}

export class SignupBonusDto {
  @ApiProperty({ example: 100 }) total!: number;
  @ApiProperty({ description: 'spots left, floored at 0' }) remaining!: number;
  @ApiProperty({ description: 'credits each spot gives', example: 5 }) credits!: number;
}
