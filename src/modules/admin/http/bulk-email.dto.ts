import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  Length,
  ValidateNested,
} from 'class-validator';
import { AU_STATES, type AuState } from '#shared/domain/australia.js';
import { AUDIENCE_GROUPS, type AudienceGroup } from '../domain/audience.js';
import { Trim } from '#shared/infra/http/dto-transforms.js';

export class AudienceDto {
  @ApiProperty({ enum: AUDIENCE_GROUPS })
  @IsIn(AUDIENCE_GROUPS, { message: `must be one of ${AUDIENCE_GROUPS.join(', ')}` })
  group!: AudienceGroup;

  @ApiProperty({ enum: AU_STATES, isArray: true, required: false, description: 'empty: any state' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(8)
  @IsIn(AU_STATES, { each: true, message: 'must be Australian states' })
  states?: AuState[];

  @ApiProperty({ type: [String], required: false, description: 'trade ids; tradies only' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  trades?: string[];
}

export class AudienceRequestDto {
  @ApiProperty({ type: AudienceDto })
  @IsObject({ message: 'must say who receives it' })
  @ValidateNested()
  @Type(() => AudienceDto)
  audience!: AudienceDto;
}

export class DraftDto {
  @ApiProperty({ example: 'New: emergency jobs in your area' })
  @Trim()
  @IsString()
  @Length(3, 200)
  subject!: string;

  @ApiProperty({ description: 'Markdown; rendered to HTML and kept as the text part' })
  @IsString()
  @Length(10, 20_000)
  body!: string;
}

export class SendBulkEmailDto extends DraftDto {
  @ApiProperty({ type: AudienceDto })
  @IsObject({ message: 'must say who receives it' })
  @ValidateNested()
  @Type(() => AudienceDto)
  audience!: AudienceDto;
}

export class AudiencePreviewDto {
  @ApiProperty({ description: 'users who would receive it now (consent included)' })
  recipients!: number;
}

export class BulkEmailProgressDto {
  @ApiProperty() sent!: number;
  @ApiProperty() failed!: number;
  @ApiProperty({ description: 'withdrew consent (or were banned) before their turn' })
  skipped!: number;
  @ApiProperty() pending!: number;
}

export class BulkEmailDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() subject!: string;
  @ApiProperty() body!: string;
  @ApiProperty({ type: AudienceDto }) audience!: AudienceDto;
  @ApiProperty({ enum: ['sending', 'done', 'cancelled'] }) status!:
    'sending' | 'done' | 'cancelled';
  @ApiProperty() total!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt!: string | null;
  @ApiProperty({ type: BulkEmailProgressDto }) progress!: BulkEmailProgressDto;
}

export class BulkEmailListDto {
  @ApiProperty({ type: [BulkEmailDto] }) items!: BulkEmailDto[];
}
