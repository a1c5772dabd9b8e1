import { ApiHideProperty, ApiProperty, PickType } from '@nestjs/swagger';
import { Equals, IsOptional } from 'class-validator';
import { RegisterDto } from './auth.dto.js';

/** The corrected business details: sign-up's own rules, field for field. */
export class ResubmissionDto extends PickType(RegisterDto, [
  'businessName',
  'abn',
  'licenceNumber',
  'licenceState',
  'categories',
  'servicePostcode',
  'serviceRadiusKm',
] as const) {
  // Sign-up's rules require these fields of tradies; a resubmission always is one.
  @ApiHideProperty()
  @IsOptional()
  @Equals('tradie')
  readonly type = 'tradie' as const;
}

export class VerificationDecisionDto {
  @ApiProperty({ enum: ['approved', 'rejected'] }) decision!: 'approved' | 'rejected';
  @ApiProperty({ type: String, nullable: true, description: "The admin's reason (rejections)" })
  reason!: string | null;
  @ApiProperty({ format: 'date-time' }) decidedAt!: string;
}

export class TradieDetailsDto {
  @ApiProperty() businessName!: string;
  @ApiProperty() abn!: string;
  @ApiProperty() licenceNumber!: string;
  @ApiProperty() licenceState!: string;
  @ApiProperty({ type: [String] }) categories!: string[];
  @ApiProperty() servicePostcode!: string;
  @ApiProperty() serviceRadiusKm!: number;
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
  @ApiProperty({ type: TradieDetailsDto }) details!: TradieDetailsDto;
}
