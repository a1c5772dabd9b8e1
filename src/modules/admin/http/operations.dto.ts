import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  NotEquals,
} from 'class-validator';
import { CREDIT_TYPES } from '#modules/credits/domain/credits.js';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
} from '../domain/audit.js';
import { IsInstant, QueryInt } from '#shared/infra/http/strict-fields.js';
import { Trim } from '#shared/infra/http/dto-transforms.js';

export class MaintenanceDto {
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ description: 'shown on the maintenance page and the admin banner' })
  message!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  endsAt!: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class SetMaintenanceDto {
  @ApiProperty() @IsBoolean() enabled!: boolean;

  @ApiPropertyOptional({ example: 'We are upgrading the database. Back by 10 pm AEST.' })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(500)
  message?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  @IsOptional()
  @IsInstant()
  endsAt?: string | null;
}

export class AuditQueryDto {
  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `must be one of ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;

  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() actorId?: string;

  @ApiPropertyOptional({ description: 'a user, dispute or bulk email id' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  targetId?: string;

  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsInstant()
  from?: string;

  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsInstant()
  to?: string;

  @ApiPropertyOptional({ description: 'nextBefore of the previous page' })
  @IsOptional()
  @Matches(/^\d{1,18}$/, { message: 'must be an entry id' })
  before?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 50 })
  @IsOptional()
  @QueryInt(1, 200)
  limit?: number;
}

export class AuditEntryDto {
  @ApiProperty() id!: string;
  @ApiProperty({ format: 'uuid' }) actorId!: string;
  @ApiProperty({ type: String, nullable: true }) actorEmail!: string | null;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action!: AuditAction;
  @ApiProperty({ enum: AUDIT_TARGET_TYPES })
  targetType!: AuditTargetType;
  @ApiProperty({ type: String, nullable: true }) targetId!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'who a user target is' })
  targetName!: string | null;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) details!: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class AuditListDto {
  @ApiProperty({ type: [AuditEntryDto] }) items!: AuditEntryDto[];
  @ApiProperty({ type: String, nullable: true, description: 'pass as ?before= for older entries' })
  nextBefore!: string | null;
}

export class UserSearchQueryDto {
  @ApiPropertyOptional({ description: 'name, email or ABN; empty lists the newest users' })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}

export class AdminUserSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ enum: ['homeowner', 'tradie', 'admin'] }) type!: 'homeowner' | 'tradie' | 'admin';
  @ApiProperty({ enum: ['active', 'pending', 'rejected', 'banned'] })
  status!: 'active' | 'pending' | 'rejected' | 'banned';
  @ApiProperty({ type: String, nullable: true }) businessName!: string | null;
  @ApiProperty({ type: String, nullable: true }) abn!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class AdminUserListDto {
  @ApiProperty({ type: [AdminUserSummaryDto] }) items!: AdminUserSummaryDto[];
}

export class AdminUserJobDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() category!: string;
  @ApiProperty() status!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class AdminUserLeadDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty() jobTitle!: string;
  @ApiProperty() priceCredits!: number;
  @ApiProperty() status!: string;
  @ApiProperty({ format: 'date-time' }) boughtAt!: string;
}

export class AdminLedgerEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: CREDIT_TYPES }) type!: (typeof CREDIT_TYPES)[number];
  @ApiProperty() amount!: number;
  @ApiProperty() balanceAfter!: number;
  @ApiProperty({ type: String, nullable: true }) reference!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class AdminUserDetailDto extends AdminUserSummaryDto {
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) state!: string | null;
  @ApiProperty({ type: String, nullable: true }) postcode!: string | null;
  @ApiProperty({ type: String, nullable: true }) banReason!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) bannedAt!: string | null;
  @ApiProperty({ description: 'agreed to receive news (bulk email)' }) newsConsent!: boolean;
  @ApiProperty() balance!: number;
  @ApiProperty({ type: [AdminUserJobDto] }) jobs!: AdminUserJobDto[];
  @ApiProperty({ type: [AdminUserLeadDto] }) leads!: AdminUserLeadDto[];
  @ApiProperty({ type: [AdminLedgerEntryDto] }) ledger!: AdminLedgerEntryDto[];
}

export class AdminUserDetailEnvelopeDto {
  @ApiProperty({ type: AdminUserDetailDto }) user!: AdminUserDetailDto;
}

export class AdjustCreditsDto {
  @ApiProperty({ description: 'signed whole credits: positive adds, negative takes', example: 5 })
  @IsInt()
  @NotEquals(0, { message: 'must not be 0' })
  @Min(-100_000)
  @Max(100_000)
  amount!: number;

  @ApiProperty({ example: 'Goodwill credit after a site outage' })
  @Trim()
  @IsString()
  @Length(3, 200)
  reason!: string;

  @ApiProperty({ format: 'uuid', description: 'a new id per adjustment: a retry moves nothing' })
  @IsUUID()
  requestId!: string;
}

export class AdjustCreditsResultDto {
  @ApiProperty({ type: AdminLedgerEntryDto }) entry!: AdminLedgerEntryDto;
  @ApiProperty({ description: 'true when this request id had already moved credits' })
  replayed!: boolean;
}

export class NewsPreferenceDto {
  @ApiProperty({ description: 'news and offers by email (off unless you opt in)' })
  @IsBoolean()
  subscribed!: boolean;
}

export class UnsubscribeQueryDto {
  @ApiProperty({ description: 'the signed token of the unsubscribe link' })
  @IsString()
  @Length(10, 300)
  token!: string;
}

export class UnsubscribedDto {
  @ApiProperty({ example: true }) unsubscribed!: boolean;
}

/** A ban's or an unban's optional reason (kept in the audit log and shown to the banned user). */
export class BanUserDto {
  @ApiPropertyOptional({ example: 'Abusive messages to tradies' })
  @Trim()
  @IsOptional()
  @IsString()
  @Length(3, 500)
  reason?: string;
}
