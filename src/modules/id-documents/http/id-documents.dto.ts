import { ApiProperty } from '@nestjs/swagger';

const STATUS = ['missing', 'pending', 'decided', 'deleted'];

export class IdDocumentUploadDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'A JPEG or PNG picture of a driver licence or passport, ≤ 8 MB',
  })
  document!: unknown;
}

export class OwnIdDocumentDto {
  @ApiProperty({ enum: STATUS, enumName: 'IdDocumentStatus' })
  status!: 'missing' | 'pending' | 'decided' | 'deleted';
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) uploadedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Deleted then' })
  deleteAfter!: string | null;
  @ApiProperty({ description: 'The tradie should upload one now' }) requested!: boolean;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Approved tradies without a document: tradie access stops then until they upload',
  })
  deadline!: string | null;
  @ApiProperty() overdue!: boolean;
}

export class AdminIdDocumentDto {
  @ApiProperty({ enum: STATUS, enumName: 'IdDocumentStatus' })
  status!: 'missing' | 'pending' | 'decided' | 'deleted';
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) uploadedAt!: string | null;
  @ApiProperty({ description: 'Viewable only while its decision is pending' }) viewable!: boolean;
  @ApiProperty({ description: "An approved tradie's document waiting for the admin's check" })
  checkable!: boolean;
}

export class IdDocumentToCheckDto {
  @ApiProperty({ format: 'uuid' }) tradieId!: string;
  @ApiProperty() businessName!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ format: 'date-time' }) uploadedAt!: string;
}

export class IdDocumentsToCheckDto {
  @ApiProperty({ type: [IdDocumentToCheckDto] }) items!: IdDocumentToCheckDto[];
}
