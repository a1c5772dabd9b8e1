import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { AU_STATES, type AuState } from '#shared/domain/australia.js';
import { TRADE_CATEGORY_IDS } from '#shared/domain/trade-categories.js';
import { Trim, TrimOrUndefined } from '#shared/infra/http/dto-transforms.js';
import { LicenceDto, OtherLicenceDto, OtherLicencesField } from '#shared/infra/http/licence.dto.js';

const isTradie = (o: RegisterDto) => o.type === 'tradie';
/**
 * A tradie's own field: checked (so required) for a tradie; for anyone else refused when
 * sent at all, of any type, as an unknown field would be (docs/decisions.md). Placed last,
 * next to the property: class-validator runs the nearest decorator first.
 */
const TradieOnly = (required = true) =>
  applyDecorators(
    ValidateIf(
      (o: RegisterDto, value: unknown) => (required && isTradie(o)) || value !== undefined,
    ),
    ValidateBy({
      name: 'tradieOnly',
      validator: {
        validate: (_value: unknown, args) => isTradie(args?.object as RegisterDto),
        defaultMessage: () => "is for tradies only: leave it out when type is 'homeowner'",
      },
    }),
  );

export class RegisterDto {
  @ApiProperty({ example: 'sarah@example.com' })
  @Trim()
  @IsEmail({}, { message: 'must be a valid email address' })
  @MaxLength(254)
  email!: string;

  @ApiProperty({
    minLength: 8,
    maxLength: 128,
    description: 'letters and numbers, not a common password',
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  password!: string;

  @ApiProperty({ example: 'Sarah' })
  @Trim()
  @IsString()
  @Length(1, 80)
  firstName!: string;

  @ApiProperty({ example: 'Nguyen' })
  @Trim()
  @IsString()
  @Length(1, 80)
  lastName!: string;

  @ApiProperty({ enum: ['homeowner', 'tradie'] })
  @IsIn(['homeowner', 'tradie'], { message: "must be 'homeowner' or 'tradie'" })
  type!: 'homeowner' | 'tradie';

  @ApiPropertyOptional({ example: '0412 345 678' })
  @TrimOrUndefined()
  @IsOptional()
  @IsString()
  @Matches(/^(\+61|0)[2-478](\s?\d){8}$/, { message: 'must be an Australian phone number' })
  phone?: string;

  @ApiPropertyOptional({ example: 'Newtown' })
  @TrimOrUndefined()
  @IsOptional()
  @IsString()
  @Length(2, 60)
  suburb?: string;

  @ApiPropertyOptional({ enum: AU_STATES })
  @TrimOrUndefined()
  @IsOptional()
  @IsIn(AU_STATES, { message: `must be one of ${AU_STATES.join(', ')}` })
  state?: AuState;

  @ApiPropertyOptional({ example: '2042' })
  @TrimOrUndefined()
  @IsOptional()
  @Matches(/^\d{4}$/, { message: 'must be a 4-digit Australian postcode' })
  postcode?: string;

  @ApiPropertyOptional({ description: 'tradies only', example: 'Nguyen Plumbing Pty Ltd' })
  @Trim()
  @IsString()
  @Length(2, 120)
  @TradieOnly()
  businessName?: string;

  @ApiPropertyOptional({
    description: 'tradies only; 11 digits, spaces allowed',
    example: '51 824 753 556',
  })
  @IsString()
  @Matches(/^\s*(\d\s*){11}$/, { message: 'must be 11 digits' })
  @TradieOnly()
  abn?: string;

  @ApiPropertyOptional({ description: 'tradies only', example: 'PL123456' })
  @Trim()
  @IsString()
  @Matches(/^[A-Za-z0-9][A-Za-z0-9 /-]{2,29}$/, {
    message: 'must be 3 to 30 letters, digits, spaces, - or /',
  })
  @TradieOnly()
  licenceNumber?: string;

  @ApiPropertyOptional({ description: 'tradies only', enum: AU_STATES })
  @IsIn(AU_STATES, { message: `must be one of ${AU_STATES.join(', ')}` })
  @TradieOnly()
  licenceState?: AuState;

  @ApiPropertyOptional({ description: 'tradies only; trade category ids', type: [String] })
  @IsArray()
  @ArrayMinSize(1, { message: 'must list at least one trade' })
  @ArrayMaxSize(10)
  @IsIn(TRADE_CATEGORY_IDS, { each: true, message: 'must contain only known trade categories' })
  @TradieOnly()
  categories?: string[];

  @ApiPropertyOptional({ description: 'tradies only', example: '2000' })
  @Matches(/^\d{4}$/, { message: 'must be a 4-digit Australian postcode' })
  @TradieOnly()
  servicePostcode?: string;

  @ApiPropertyOptional({ description: 'tradies only', minimum: 1, maximum: 500 })
  @IsInt()
  @Min(1)
  @Max(500)
  @TradieOnly()
  serviceRadiusKm?: number;

  @ApiPropertyOptional({
    description:
      'tradies only; licences held beside the main one (another trade or state), each ' +
      'checked at its register',
    type: [LicenceDto],
  })
  @OtherLicencesField()
  @TradieOnly(false)
  otherLicences?: LicenceDto[];
}

export class LoginDto {
  @ApiProperty()
  @Trim()
  @IsEmail({}, { message: 'must be a valid email address' })
  @MaxLength(254)
  email!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  password!: string;
}

export class ForgotPasswordDto {
  @ApiProperty()
  @Trim()
  @IsEmail({}, { message: 'must be a valid email address' })
  @MaxLength(254)
  email!: string;
}

export class ResetPasswordDto {
  @ApiProperty()
  @IsString()
  @Length(20, 200)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'is malformed' })
  token!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  password!: string;
}

export class VerifyEmailDto {
  @ApiProperty({ description: "The token from the verification link's address" })
  @IsString()
  @Length(20, 200)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'is malformed' })
  token!: string;
}

export class CsrfTokenDto {
  @ApiProperty() token!: string;
}

export class TradieDetailsDto {
  @ApiProperty() businessName!: string;
  @ApiProperty() abn!: string;
  @ApiProperty() licenceNumber!: string;
  @ApiProperty({ enum: AU_STATES }) licenceState!: AuState;
  @ApiProperty({ type: [String] }) categories!: string[];
  @ApiProperty() servicePostcode!: string;
  @ApiProperty() serviceRadiusKm!: number;
  @ApiProperty({ type: String, nullable: true }) rejectionReason!: string | null;
  @ApiProperty({ type: [OtherLicenceDto] }) otherLicences!: OtherLicenceDto[];
}

export class UserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ enum: ['homeowner', 'tradie', 'admin'] }) type!: 'homeowner' | 'tradie' | 'admin';
  @ApiProperty({ enum: ['active', 'pending', 'rejected', 'banned'] })
  status!: 'active' | 'pending' | 'rejected' | 'banned';
  @ApiProperty({ description: 'The address was proven by the emailed link' })
  emailVerified!: boolean;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) suburb!: string | null;
  @ApiProperty({ type: String, nullable: true }) state!: string | null;
  @ApiProperty({ type: String, nullable: true }) postcode!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: TradieDetailsDto, nullable: true }) tradie!: TradieDetailsDto | null;
}

export class UserEnvelopeDto {
  @ApiProperty({ type: UserDto }) user!: UserDto;
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  currentPassword!: string;

  @ApiProperty({ minLength: 8, maxLength: 128, description: 'letters and numbers, not common' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  newPassword!: string;
}
