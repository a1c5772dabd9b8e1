import { ApiProperty } from '@nestjs/swagger';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Length,
  MaxLength,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';

// Element fields carry whatever the outer editor's lookup holds for an element (the manifest
// entry, or a bare codebase id); the canvas service checks them and names the field.
// Each body has exactly the fields editor-engine's buildApiRequest sends for that change, by
// the names the visual-editor spec's table of server calls gives them (§ 7).

const FRAMEWORKS = ['Tailwind', 'Inline', 'CSS'] as const;
const MAX_ELEMENTS = 200;

/** An object whose values are all strings (CSS property → value). */
function IsStringRecord(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isStringRecord',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Object.values(value).every((v) => typeof v === 'string'),
        defaultMessage: () => 'must be an object of strings',
      },
    },
    options,
  );
}

/** Present in the body, null included (null has a meaning of its own). */
function IsPresent(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isPresent',
      validator: {
        validate: (value: unknown) => value !== undefined,
        defaultMessage: () => 'is required',
      },
    },
    options,
  );
}

export class StylingDto {
  @ApiProperty() @Allow() reactElement!: unknown;
  @ApiProperty() @IsStringRecord() styling!: Record<string, string>;
  @ApiProperty({ enum: FRAMEWORKS, nullable: true })
  @IsOptional()
  @IsIn(FRAMEWORKS)
  stylingFramework!: (typeof FRAMEWORKS)[number] | null;
  @ApiProperty() @IsOptional() @IsArray() @IsString({ each: true }) modifiers?: string[];
  @ApiProperty() @IsOptional() @IsStringRecord() customProperties?: Record<string, string>;
}

export class AddJsxElementDto {
  @ApiProperty() @Allow() destinationElement!: unknown;
  @ApiProperty() @Allow() beforeElement!: unknown;
  @ApiProperty() @Allow() afterElement!: unknown;
  @ApiProperty() @Allow() newElement!: unknown;
  @ApiProperty() @IsOptional() @IsString() canvasId?: string | null;
  @ApiProperty() @IsOptional() @IsString() deletedStoryboardId?: string | null;
  @ApiProperty() @IsOptional() @IsString() fileContentsToSourceFrom?: string | null;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(500) fileContentsSourceFilename?:
    string | null;
  @ApiProperty() @IsOptional() @IsBoolean() hasInstantUpdate?: boolean | null;
}

export class MoveJsxElementDto {
  @ApiProperty() @Allow() elementToMove!: unknown;
  @ApiProperty() @Allow() newContainerElement!: unknown;
  @ApiProperty() @Allow() afterElement!: unknown;
  @ApiProperty() @Allow() beforeElement!: unknown;
  @ApiProperty() @Allow() expectedCurrentParent!: unknown;
}

export class RemoveJsxElementDto {
  @ApiProperty() @IsArray() @ArrayMaxSize(MAX_ELEMENTS) elementsToRemove!: unknown[];
}

export class ChangePropValueDto {
  @ApiProperty() @Allow() elementToModify!: unknown;
  @ApiProperty() @IsString() @Length(1, 100) propName!: string;
  @ApiProperty() @IsPresent() propValue!: unknown;
}

export class ReactElementsDto {
  @ApiProperty() @IsArray() @ArrayMaxSize(MAX_ELEMENTS) reactElements!: unknown[];
}

export class ChangeElementTagDto {
  @ApiProperty() @Allow() elementToModify!: unknown;
  @ApiProperty() @IsString() @Length(1, 100) newTag!: string;
}

export class AddClassDto {
  @ApiProperty() @Allow() reactElement!: unknown;
  @ApiProperty() @IsString() @Length(1, 1000) className!: string;
  @ApiProperty({ enum: FRAMEWORKS, nullable: true })
  @IsOptional()
  @IsIn(FRAMEWORKS)
  stylingFramework?: (typeof FRAMEWORKS)[number] | null;
  @ApiProperty() @IsOptional() @IsArray() @IsString({ each: true }) modifiers?: string[];
  @ApiProperty() @IsOptional() @IsStringRecord() customProperties?: Record<string, string>;
}

export class RemoveClassDto {
  @ApiProperty() @Allow() reactElement!: unknown;
  @ApiProperty() @IsString() @Length(1, 1000) className!: string;
}

export class EditTextDto {
  @ApiProperty() @Allow() element!: unknown;
  @ApiProperty() @IsString() @MaxLength(10_000) newText!: string;
  @ApiProperty() @IsString() @MaxLength(10_000) oldText!: string;
}

export class UndoDto {
  @ApiProperty() @IsString() @Length(1, 100) latestUuid!: string;
}

export class RedoDto {
  @ApiProperty() @IsString() @Length(1, 100) changeToRedoId!: string;
}
