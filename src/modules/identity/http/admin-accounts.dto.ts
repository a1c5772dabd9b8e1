import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length } from 'class-validator';
import { UserDto } from './auth.dto.js';
import { Trim } from '#shared/infra/http/dto-transforms.js';

export class TradieListQueryDto {
  @ApiPropertyOptional({ enum: ['pending', 'approved', 'rejected'], default: 'pending' })
  @IsOptional()
  @IsIn(['pending', 'approved', 'rejected'], {
    message: "must be 'pending', 'approved' or 'rejected'",
  })
  status?: 'pending' | 'approved' | 'rejected';
}

export class RejectTradieDto {
  @ApiProperty({ example: 'The licence number does not match the NSW register' })
  @Trim()
  @IsString()
  @Length(3, 500)
  reason!: string;
}

export class BusinessRecordDto {
  @ApiProperty({ enum: ['active', 'cancelled'] }) status!: 'active' | 'cancelled';
  @ApiProperty({ type: String, nullable: true, format: 'date' }) statusFrom!: string | null;
  @ApiProperty() entityName!: string;
  @ApiProperty({ type: [String] }) businessNames!: string[];
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date',
    description: 'Registered for GST since; null when not registered',
  })
  gstRegisteredFrom!: string | null;
  @ApiProperty({ type: String, nullable: true }) state!: string | null;
  @ApiProperty({ type: String, nullable: true }) postcode!: string | null;
}

export class AbnCheckDto {
  @ApiProperty({
    enum: ['not_checked', 'found', 'not_found'],
    description: "'not_checked' until the business register has answered about the current ABN",
  })
  result!: 'not_checked' | 'found' | 'not_found';
  @ApiProperty({ type: BusinessRecordDto, nullable: true }) record!: BusinessRecordDto | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) checkedAt!: string | null;
  @ApiProperty({ description: 'Failed attempts so far (the check is retried)' })
  attempts!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why the last attempt failed' })
  lastError!: string | null;
  @ApiProperty({
    type: [String],
    enum: ['not_checked', 'abn_cancelled', 'abn_not_found', 'name_mismatch', 'state_mismatch'],
  })
  flags!: string[];
}

export class LicenceRecordDto {
  @ApiProperty({ description: 'The licensee as the register names them' }) holder!: string;
  @ApiProperty({ enum: ['current', 'expired', 'suspended', 'cancelled'] }) status!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) expiresOn!: string | null;
  @ApiProperty({ type: [String], description: "The register's own class names" })
  classes!: string[];
  @ApiProperty({ type: [String], description: 'The trades those classes cover' })
  covers!: string[];
}

export class LicenceCheckDto {
  @ApiProperty({
    enum: ['not_checked', 'found', 'not_found', 'by_admin'],
    description:
      "'not_checked' until the licence register has answered about the current licence; " +
      "'by_admin': the state has no public register, the approving admin checked it by hand",
  })
  result!: 'not_checked' | 'found' | 'not_found' | 'by_admin';
  @ApiProperty({ description: "True when the tradie's licence state has a register we ask" })
  hasRegister!: boolean;
  @ApiProperty({ type: LicenceRecordDto, nullable: true }) record!: LicenceRecordDto | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) checkedAt!: string | null;
  @ApiProperty({ description: 'Failed attempts so far (the check is retried)' })
  attempts!: number;
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty({
    type: [String],
    description: 'The trades the tradie is listed in: no licence needed, or covered',
  })
  listedCategories!: string[];
}

export class OtherLicenceCheckDto extends OmitType(LicenceCheckDto, ['listedCategories']) {
  @ApiProperty() licenceNumber!: string;
  @ApiProperty() licenceState!: string;
  @ApiProperty({
    description:
      "True once an admin approved with it on file; an approved tradie's new licence " +
      'counts for the listing only after this review',
  })
  approved!: boolean;
}

export class AdminResubmissionDto {
  @ApiProperty({ format: 'date-time' }) resubmittedAt!: string;
  @ApiProperty({ description: 'How many times this tradie has resubmitted' }) count!: number;
  @ApiProperty({ type: String, nullable: true, enum: ['approved', 'rejected'] })
  earlierDecision!: 'approved' | 'rejected' | null;
  @ApiProperty({ type: String, nullable: true }) earlierReason!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  earlierDecidedAt!: string | null;
}

export class AdminTradieDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() businessName!: string;
  @ApiProperty() abn!: string;
  @ApiProperty() licenceNumber!: string;
  @ApiProperty() licenceState!: string;
  @ApiProperty({ type: [String] }) categories!: string[];
  @ApiProperty() servicePostcode!: string;
  @ApiProperty() serviceRadiusKm!: number;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ enum: ['pending', 'approved', 'rejected'] }) verificationStatus!: string;
  @ApiProperty({ type: String, nullable: true }) rejectionReason!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The address state, if given' })
  state!: string | null;
  @ApiProperty({ type: AbnCheckDto }) abnCheck!: AbnCheckDto;
  @ApiProperty({ type: LicenceCheckDto, description: 'The main licence' })
  licenceCheck!: LicenceCheckDto;
  @ApiProperty({ type: [OtherLicenceCheckDto], description: 'Licences beside the main one' })
  otherLicences!: OtherLicenceCheckDto[];
  @ApiProperty({
    type: AdminResubmissionDto,
    nullable: true,
    description: 'Set when the tradie corrected their details after a decision and resubmitted',
  })
  resubmission!: AdminResubmissionDto | null;
}

export class AdminTradieListDto {
  @ApiProperty({ type: [AdminTradieDto] }) items!: AdminTradieDto[];
}

export class AdminUserEnvelopeDto {
  @ApiProperty({ type: UserDto }) user!: UserDto;
}
