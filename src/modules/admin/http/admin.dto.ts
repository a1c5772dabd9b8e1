import { ApiProperty } from '@nestjs/swagger';

export class OutboxMailDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() to!: string;
  @ApiProperty() subject!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class OutboxListDto {
  @ApiProperty({
    enum: ['outbox', 'smtp'],
    description: 'smtp: mail is delivered, the outbox stays empty',
  })
  mailer!: 'outbox' | 'smtp';
  @ApiProperty({ type: [OutboxMailDto] }) items!: OutboxMailDto[];
}
