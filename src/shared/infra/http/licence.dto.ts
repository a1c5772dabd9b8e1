import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsString, Matches, ValidateNested } from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { AU_STATES, type AuState } from '#shared/domain/australia.js';
import { Trim } from './dto-transforms.js';

// Licences are entered at sign-up and resubmission (identity) and on the profile (profiles):
// one shape for both modules' HTTP layers.

/** A trade licence as a tradie enters it (sign-up, resubmission, profile). */
export class LicenceDto {
  @ApiProperty({ example: 'EC123456' })
  @Trim()
  @IsString()
  @Matches(/^[A-Za-z0-9][A-Za-z0-9 /-]{2,29}$/, {
    message: 'must be 3 to 30 letters, digits, spaces, - or /',
  })
  licenceNumber!: string;

  @ApiProperty({ enum: AU_STATES })
  @IsIn(AU_STATES, { message: `must be one of ${AU_STATES.join(', ')}` })
  licenceState!: AuState;
}

/** At most this many licences beside the main one. */
const MAX_OTHER_LICENCES = 4;

/** The list of licences beside the main one (optional; an empty list removes them all). */
export const OtherLicencesField = () =>
  applyDecorators(
    IsArray(),
    ArrayMaxSize(MAX_OTHER_LICENCES, {
      message: `must list at most ${MAX_OTHER_LICENCES} other licences`,
    }),
    ValidateNested({ each: true }),
    Type(() => LicenceDto),
  );

export class OtherLicenceDto {
  @ApiProperty() licenceNumber!: string;
  @ApiProperty({ enum: AU_STATES }) licenceState!: AuState;
  @ApiProperty({
    description: 'True once an admin approved with it on file; until then it lists no trade',
  })
  approved!: boolean;
}

export function presentOtherLicences(
  licences: readonly { licenceNumber: string; licenceState: AuState; approvedAt: Date | null }[],
): OtherLicenceDto[] {
  return licences.map((licence) => ({
    licenceNumber: licence.licenceNumber,
    licenceState: licence.licenceState,
    approved: licence.approvedAt !== null,
  }));
}
