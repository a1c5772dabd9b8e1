import { ApiProperty } from '@nestjs/swagger';

export class SessionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Firefox on Windows', description: 'A plain name for the device' })
  device!: string;
  @ApiProperty({ type: String, nullable: true }) userAgent!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The address it signed in from' })
  ip!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', description: 'Updated at most every five minutes' })
  lastSeenAt!: string;
  @ApiProperty({ description: 'The session of this request' }) current!: boolean;
}

export class SessionListDto {
  @ApiProperty({ type: [SessionDto] }) items!: SessionDto[];
}
