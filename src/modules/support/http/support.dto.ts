import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsInt, IsOptional, IsString, Length, Max, MaxLength, Min } from 'class-validator';
import { TrimOrUndefined } from '#shared/infra/http/dto-transforms.js';

export class ContactDto {
  @ApiProperty() @TrimOrUndefined() @IsString() @Length(2, 100) name!: string;
  @ApiProperty()
  @TrimOrUndefined()
  @IsEmail({}, { message: 'must be a valid email address' })
  @MaxLength(254)
  email!: string;
  @ApiProperty() @TrimOrUndefined() @IsString() @Length(3, 150) subject!: string;
  @ApiProperty() @TrimOrUndefined() @IsString() @Length(10, 5000) message!: string;
}

export class FeedbackDto {
  @ApiPropertyOptional() @TrimOrUndefined() @IsOptional() @IsString() @Length(2, 100) name?: string;
  @ApiPropertyOptional()
  @TrimOrUndefined()
  @IsOptional()
  @IsEmail({}, { message: 'must be a valid email address' })
  @MaxLength(254)
  email?: string;
  @ApiProperty({ minimum: 1, maximum: 5 })
  @IsInt()
  @Min(1)
  @Max(5)
  rating!: number;
  @ApiProperty() @TrimOrUndefined() @IsString() @Length(3, 5000) message!: string;
}

export class EnquiryCreatedDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
}
