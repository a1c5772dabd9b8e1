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
} from 'class-validator';
import { AU_STATES, type AuState } from '#shared/domain/australia.js';
import { TRADE_CATEGORY_IDS } from '#shared/domain/trade-categories.js';
import { IsOmittable } from '#shared/infra/http/validation.js';
import { QueryInt } from '#shared/infra/http/strict-fields.js';
import { Trim, TrimOrNull } from '#shared/infra/http/dto-transforms.js';
import { LicenceDto, OtherLicenceDto, OtherLicencesField } from '#shared/infra/http/licence.dto.js';

export class UpdatePersonalDto {
  @ApiPropertyOptional({ example: 'Sarah' })
  @Trim()
  @IsOmittable()
  @IsString()
  @Length(1, 80)
  firstName?: string;

  @ApiPropertyOptional({ example: 'Nguyen' })
  @Trim()
  @IsOmittable()
  @IsString()
  @Length(1, 80)
  lastName?: string;

  @ApiPropertyOptional({ example: '0412 345 678', nullable: true, type: String })
  @TrimOrNull()
  @IsOptional()
  @IsString()
  @Matches(/^(\+61|0)[2-478](\s?\d){8}$/, { message: 'must be an Australian phone number' })
  phone?: string | null;

  @ApiPropertyOptional({ example: 'Newtown', nullable: true, type: String })
  @TrimOrNull()
  @IsOptional()
  @IsString()
  @Length(2, 60)
  suburb?: string | null;

  @ApiPropertyOptional({ enum: AU_STATES, nullable: true })
  @TrimOrNull()
  @IsOptional()
  @IsIn(AU_STATES, { message: `must be one of ${AU_STATES.join(', ')}` })
  state?: AuState | null;

  @ApiPropertyOptional({ example: '2042', nullable: true, type: String })
  @TrimOrNull()
  @IsOptional()
  @Matches(/^\d{4}$/, { message: 'must be 4 digits' })
  postcode?: string | null;
}

export class UpdateTradieProfileDto {
  @ApiPropertyOptional({ example: 'Sparky Bros Electrical' })
  @Trim()
  @IsOmittable()
  @IsString()
  @Length(2, 120)
  businessName?: string;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 2000 })
  @TrimOrNull()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  about?: string | null;

  @ApiPropertyOptional({ type: [String], example: ['electrical'] })
  @IsOmittable()
  @IsArray()
  @ArrayMinSize(1, { message: 'must name at least one trade' })
  @ArrayMaxSize(10)
  @IsIn(TRADE_CATEGORY_IDS, { each: true, message: 'each must be a known trade' })
  categories?: string[];

  @ApiPropertyOptional({ example: '2000' })
  @IsOmittable()
  @Matches(/^\d{4}$/, { message: 'must be 4 digits' })
  servicePostcode?: string;

  @ApiPropertyOptional({ example: 25, minimum: 1, maximum: 500 })
  @IsOmittable()
  @IsInt()
  @Min(1)
  @Max(500)
  serviceRadiusKm?: number;

  @ApiPropertyOptional({ example: 8, minimum: 0, maximum: 100, nullable: true, type: Number })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100)
  yearsInBusiness?: number | null;

  @ApiPropertyOptional({
    example: 'EC12345',
    description: 'A change on an approved profile waits for admin review',
  })
  @Trim()
  @IsOmittable()
  @IsString()
  @Length(3, 30)
  licenceNumber?: string;

  @ApiPropertyOptional({ enum: AU_STATES })
  @IsOmittable()
  @IsIn(AU_STATES, { message: `must be one of ${AU_STATES.join(', ')}` })
  licenceState?: AuState;

  @ApiPropertyOptional({
    type: [LicenceDto],
    description:
      'The whole list of licences held beside the main one (replaces it). Each is checked ' +
      "at its state's register; on an approved profile a new one waits for admin review",
  })
  @IsOmittable()
  @OtherLicencesField()
  otherLicences?: LicenceDto[];
}

export class ChangeEmailDto {
  @ApiProperty({ example: 'sarah.new@example.com' })
  @Trim()
  @IsEmail({}, { message: 'must be a valid email address' })
  @MaxLength(254)
  newEmail!: string;

  @ApiProperty({ description: 'The current password (re-authentication)' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  password!: string;
}

export class ConfirmEmailDto {
  @ApiProperty()
  @IsString()
  @Length(10, 200)
  token!: string;
}

export class DeleteAccountDto {
  @ApiProperty({ description: 'The current password (re-authentication)' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  password!: string;

  @ApiProperty({
    enum: ['DELETE'],
    description: 'Typed by the person, so nobody deletes by a slip',
  })
  @IsIn(['DELETE'], { message: "must be 'DELETE'" })
  confirm!: 'DELETE';
}

export class ImageFileDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'JPEG, PNG, WebP, GIF or AVIF, ≤ 10 MB',
  })
  image!: unknown;
}

export class WorkPhotoDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() url!: string;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
}

export class PendingLicenceDto {
  @ApiProperty() licenceNumber!: string;
  @ApiProperty() licenceState!: string;
  @ApiProperty() requestedAt!: string;
}

export class OwnTradieProfileDto {
  @ApiProperty() businessName!: string;
  @ApiProperty() abn!: string;
  @ApiProperty({
    description: 'The ABN passed its check-digit test (always, it is checked on entry)',
  })
  abnValid!: boolean;
  @ApiProperty() licenceNumber!: string;
  @ApiProperty() licenceState!: string;
  @ApiProperty({ type: PendingLicenceDto, nullable: true })
  pendingLicence!: PendingLicenceDto | null;
  @ApiProperty({ type: [OtherLicenceDto] }) otherLicences!: OtherLicenceDto[];
  @ApiProperty({ type: [String] }) categories!: string[];
  @ApiProperty() servicePostcode!: string;
  @ApiProperty() serviceRadiusKm!: number;
  @ApiProperty({ type: String, nullable: true }) about!: string | null;
  @ApiProperty({ type: Number, nullable: true }) yearsInBusiness!: number | null;
  @ApiProperty({ type: String, nullable: true }) logoUrl!: string | null;
  @ApiProperty({ type: [WorkPhotoDto] }) photos!: WorkPhotoDto[];
  @ApiProperty({ enum: ['pending', 'approved', 'rejected'] })
  verificationStatus!: 'pending' | 'approved' | 'rejected';
  @ApiProperty({ type: String, nullable: true }) rejectionReason!: string | null;
}

export class OwnProfileDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ enum: ['homeowner', 'tradie', 'admin'] }) type!: 'homeowner' | 'tradie' | 'admin';
  @ApiProperty({ enum: ['active', 'pending', 'rejected', 'banned'] })
  status!: 'active' | 'pending' | 'rejected' | 'banned';
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) suburb!: string | null;
  @ApiProperty({ type: String, nullable: true }) state!: string | null;
  @ApiProperty({ type: String, nullable: true }) postcode!: string | null;
  @ApiProperty({ type: String, nullable: true }) avatarUrl!: string | null;
  @ApiProperty({ type: OwnTradieProfileDto, nullable: true }) tradie!: OwnTradieProfileDto | null;
}

export class PublicReviewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty({ format: 'uuid' }) tradieId!: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating!: number;
  @ApiProperty() comment!: string;
  @ApiProperty({ type: String, nullable: true }) reply!: string | null;
  @ApiProperty({ type: String, nullable: true }) repliedAt!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty() reviewerFirstName!: string;
  @ApiProperty() jobCategory!: string;
  @ApiProperty() jobLocation!: string;
}

export class RatingBucketDto {
  @ApiProperty({ minimum: 1, maximum: 5 }) stars!: number;
  @ApiProperty() count!: number;
}

export class TradeLicenceDto {
  @ApiProperty({ description: 'A trade category id' }) category!: string;
  @ApiProperty({
    enum: ['not_needed', 'checked'],
    description:
      "not_needed: the trade needs no licence in the tradie's state; checked: their licence covers it",
  })
  licence!: 'not_needed' | 'checked';
}

export class VerificationTicksDto {
  @ApiProperty({ description: 'An admin checked the business, licence and identity' })
  identity!: boolean;
  @ApiProperty({ description: 'The ABN passed its check' }) abn!: boolean;
  @ApiProperty({ description: 'The licence on show is the one an admin checked' })
  licence!: boolean;
}

export class PageHeadDto {
  @ApiProperty({ description: 'The full document title' }) title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'schema.org JSON-LD (LocalBusiness)',
  })
  structuredData!: Record<string, unknown>;
}

export class PublicTradieProfileDto {
  @ApiProperty({
    type: PageHeadDto,
    description:
      'Title, description and structured data; the server also puts them in the page HTML',
  })
  head!: PageHeadDto;
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() businessName!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty({ type: [String], description: 'The trades the tradie is listed in' })
  categories!: string[];
  @ApiProperty({ type: [TradeLicenceDto] }) trades!: TradeLicenceDto[];
  @ApiProperty() licenceState!: string;
  @ApiProperty() servicePostcode!: string;
  @ApiProperty() serviceRadiusKm!: number;
  @ApiProperty() memberSince!: string;
  @ApiProperty() verified!: boolean;
  @ApiProperty({ type: VerificationTicksDto }) ticks!: VerificationTicksDto;
  @ApiProperty({ type: String, nullable: true }) about!: string | null;
  @ApiProperty({ type: Number, nullable: true }) yearsInBusiness!: number | null;
  @ApiProperty({ type: String, nullable: true }) logoUrl!: string | null;
  @ApiProperty({ type: [WorkPhotoDto] }) photos!: WorkPhotoDto[];
  @ApiProperty({ type: Number, nullable: true }) averageRating!: number | null;
  @ApiProperty() reviewCount!: number;
  @ApiProperty({ type: [RatingBucketDto], description: '5 stars down to 1' })
  distribution!: RatingBucketDto[];
  @ApiProperty() jobsCompleted!: number;
  @ApiProperty({ type: [PublicReviewDto] }) reviews!: PublicReviewDto[];
}

export class DirectoryQueryDto {
  @ApiPropertyOptional({ description: 'A trade category id' })
  @IsOmittable()
  @IsIn(TRADE_CATEGORY_IDS, { message: 'must be a known trade' })
  trade?: string;

  @ApiPropertyOptional({ example: '2042' })
  @IsOmittable()
  @Matches(/^\d{4}$/, { message: 'must be 4 digits' })
  postcode?: string;

  @ApiPropertyOptional({ default: 25, minimum: 1, maximum: 500 })
  @IsOmittable()
  @QueryInt(1, 500)
  radiusKm?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 5 })
  @IsOmittable()
  @QueryInt(1, 5)
  minRating?: number;

  @ApiPropertyOptional({ enum: ['rating', 'reviews', 'distance'], default: 'rating' })
  @IsOmittable()
  @IsIn(['rating', 'reviews', 'distance'], { message: "must be 'rating', 'reviews' or 'distance'" })
  sort?: 'rating' | 'reviews' | 'distance';

  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: 1000 })
  @IsOmittable()
  @QueryInt(1, 1000)
  page?: number;
}

export class DirectoryEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() businessName!: string;
  @ApiProperty({ type: [String], description: 'The trades the tradie is listed in' })
  categories!: string[];
  @ApiProperty({ type: [TradeLicenceDto] }) trades!: TradeLicenceDto[];
  @ApiProperty() servicePostcode!: string;
  @ApiProperty() serviceRadiusKm!: number;
  @ApiProperty() licenceState!: string;
  @ApiProperty({ type: Number, nullable: true }) averageRating!: number | null;
  @ApiProperty() reviewCount!: number;
  @ApiProperty({ type: String, nullable: true }) logoUrl!: string | null;
  @ApiProperty({ type: Number, nullable: true }) distanceKm!: number | null;
}

export class DirectoryPageDto {
  @ApiProperty({ type: [DirectoryEntryDto] }) items!: DirectoryEntryDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class DataExportDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['pending', 'ready', 'failed'] }) status!: 'pending' | 'ready' | 'failed';
  @ApiProperty() requestedAt!: string;
  @ApiProperty({ type: String, nullable: true }) readyAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) expiresAt!: string | null;
  @ApiProperty({ type: Number, nullable: true }) bytes!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Set when ready' })
  downloadUrl!: string | null;
}

export class DataExportListDto {
  @ApiProperty({ type: [DataExportDto] }) items!: DataExportDto[];
}
