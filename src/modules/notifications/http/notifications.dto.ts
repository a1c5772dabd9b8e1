import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsString,
  Length,
  ValidateNested,
} from 'class-validator';
import { PageQueryDto } from '#shared/infra/http/page-query.dto.js';
import { NOTIFICATION_TYPES } from '../domain/notification.js';

export class NotificationDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: NOTIFICATION_TYPES, enumName: 'NotificationType' }) type!: string;
  @ApiProperty() title!: string;
  @ApiProperty() body!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Where the notification leads' })
  link!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) readAt!: string | null;
}

export class NotificationPageDto {
  @ApiProperty({ type: [NotificationDto] }) items!: NotificationDto[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
  @ApiProperty() unread!: number;
}

export class NotificationQueryDto extends PageQueryDto {}

export class UnreadCountDto {
  @ApiProperty() unread!: number;
}

export class PreferenceDto {
  @ApiProperty({ enum: NOTIFICATION_TYPES, enumName: 'NotificationType' }) type!: string;
  @ApiProperty() label!: string;
  @ApiProperty() email!: boolean;
  @ApiProperty() push!: boolean;
}

export class PreferencesDto {
  @ApiProperty({ type: [PreferenceDto] }) items!: PreferenceDto[];
  @ApiProperty({
    enum: ['outbox', 'onesignal'],
    description: 'outbox: no push provider is configured, pushes are only recorded locally',
  })
  pushChannel!: 'outbox' | 'onesignal';
}

class PreferenceChoiceDto {
  @ApiProperty({ enum: NOTIFICATION_TYPES, enumName: 'NotificationType' })
  @IsString()
  type!: string;

  @ApiProperty() @IsBoolean() email!: boolean;
  @ApiProperty() @IsBoolean() push!: boolean;
}

export class SavePreferencesDto {
  @ApiProperty({ type: [PreferenceChoiceDto] })
  @IsArray()
  @ArrayMaxSize(NOTIFICATION_TYPES.length)
  @ValidateNested({ each: true })
  @Type(() => PreferenceChoiceDto)
  items!: PreferenceChoiceDto[];
}

export class PushConfigDto {
  @ApiProperty({ enum: ['outbox', 'onesignal'] }) channel!: 'outbox' | 'onesignal';
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'OneSignal app id; null when push is not configured (the SDK is not loaded)',
  })
  oneSignalAppId!: string | null;
}

export class PushDeviceDto {
  @ApiProperty({ description: 'The push SDK’s device id (onesignal_id)', maxLength: 100 })
  @IsString()
  @Length(1, 100)
  onesignalId!: string;
}
