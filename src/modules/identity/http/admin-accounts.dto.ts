import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Length } from 'class-validator';
import { UserDto } from './auth.dto.js';

const trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

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
  @trim()
  @IsString()
  @Length(3, 500)
  reason!: string;
}

export class BanUserDto {
  @ApiPropertyOptional({ example: 'Abusive messages to tradies' })
  @trim()
  @IsOptional()
  @IsString()
  @Length(3, 500)
  reason?: string;
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
}

export class AdminTradieListDto {
  @ApiProperty({ type: [AdminTradieDto] }) items!: AdminTradieDto[];
}

export class AdminUserEnvelopeDto {
  @ApiProperty({ type: UserDto }) user!: UserDto;
}
