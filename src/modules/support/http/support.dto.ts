import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsInt, IsOptional, IsString, Length, Max, MaxLength, Min } from 'class-validator';

const trim = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });

export class ContactDto {
  @ApiProperty() @trim() @IsString() @Length(2, 100) name!: string;
  @ApiProperty()
  @trim()
  @IsEmail({}, { message: 'must be a valid email address' })
  @MaxLength(254)
  email!: string;
  @ApiProperty() @trim() @IsString() @Length(3, 150) subject!: string;
  @ApiProperty() @trim() @IsString() @Length(10, 5000) message!: string;
}

export class FeedbackDto {
  @ApiPropertyOptional() @trim() @IsOptional() @IsString() @Length(2, 100) name?: string;
  @ApiPropertyOptional()
  @trim()
  @IsOptional()
  @IsEmail({}, { message: 'must be a valid email address' })
  @MaxLength(254)
  email?: string;
  @ApiProperty({ minimum: 1, maximum: 5 })
  @IsInt()
  @Min(1)
  @Max(5)
  rating!: number;
  @ApiProperty() @trim() @IsString() @Length(3, 5000) message!: string;
}

export class EnquiryCreatedDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
}
