import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { QueryInt } from './strict-fields.js';

/** `?cursor=&limit=` of a keyset-paginated list (the cursor is the previous page's nextCursor). */
export class PageQueryDto {
  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @QueryInt(1, 100)
  limit?: number;
}
