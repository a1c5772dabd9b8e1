import { ApiHideProperty, ApiProperty, PickType } from '@nestjs/swagger';
import { Equals, IsOptional } from 'class-validator';
import { OtherLicenceDto } from '#shared/infra/http/licence.dto.js';
import { RegisterDto } from './auth.dto.js';

const BUSINESS_FIELDS = [
  'businessName',
  'abn',
  'licenceNumber',
  'licenceState',
  'categories',
  'servicePostcode',
  'serviceRadiusKm',
  'otherLicences',
] as const;

/** The corrected business details: sign-up's own rules, field for field. */
export class ResubmissionDto extends PickType(RegisterDto, BUSINESS_FIELDS) {
  // Sign-up's rules require these fields of tradies; a resubmission always is one.
  @ApiHideProperty()
  @IsOptional()
  @Equals('tradie')
  readonly type = 'tradie' as const;
}
// Optional at sign-up (homeowners leave them out); every one is required here.
const REQUIRED_HERE: Record<
  Exclude<(typeof BUSINESS_FIELDS)[number], 'otherLicences'>,
  { type: typeof String | typeof Number | [typeof String]; description: string }
> = {
  businessName: { type: String, description: 'The business name' },
  abn: { type: String, description: '11 digits, spaces allowed; checked again' },
  licenceNumber: { type: String, description: 'The trade licence number' },
  licenceState: { type: String, description: 'The state that issued the licence' },
  categories: { type: [String], description: 'Trade category ids' },
  servicePostcode: { type: String, description: 'Where the tradie works from' },
  serviceRadiusKm: { type: Number, description: 'How far the tradie travels (1 to 500 km)' },
};
for (const field of BUSINESS_FIELDS) {
  if (field === 'otherLicences') continue; // optional here too
  ApiProperty({ ...REQUIRED_HERE[field], required: true })(ResubmissionDto.prototype, field);
}

export class VerificationDecisionDto {
  @ApiProperty({ enum: ['approved', 'rejected'] }) decision!: 'approved' | 'rejected';
  @ApiProperty({ type: String, nullable: true, description: "The admin's reason (rejections)" })
  reason!: string | null;
  @ApiProperty({ format: 'date-time' }) decidedAt!: string;
}

export class VerificationDetailsDto {
  @ApiProperty() businessName!: string;
  @ApiProperty() abn!: string;
  @ApiProperty() licenceNumber!: string;
  @ApiProperty() licenceState!: string;
  @ApiProperty({ type: [String] }) categories!: string[];
  @ApiProperty() servicePostcode!: string;
  @ApiProperty() serviceRadiusKm!: number;
  @ApiProperty({ type: [OtherLicenceDto] }) otherLicences!: OtherLicenceDto[];
}

export class OwnVerificationDto {
  @ApiProperty({ enum: ['pending', 'approved', 'rejected'] })
  status!: 'pending' | 'approved' | 'rejected';
  @ApiProperty({
    type: VerificationDecisionDto,
    nullable: true,
    description: 'The latest admin decision; null before the first one',
  })
  decision!: VerificationDecisionDto | null;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'When you resubmitted, while that resubmission waits for review',
  })
  resubmittedAt!: string | null;
  @ApiProperty({ type: VerificationDetailsDto }) details!: VerificationDetailsDto;
}
