import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '#shared/infra/http/auth.decorators.js';
import type { Json } from '../domain/attributes.js';
import { CanvasService, type ChangeResult } from '../domain/canvas.service.js';
import {
  AddClassDto,
  AddJsxElementDto,
  ChangeElementTagDto,
  ChangePropValueDto,
  EditTextDto,
  MoveJsxElementDto,
  ReactElementsDto,
  RedoDto,
  RemoveClassDto,
  RemoveJsxElementDto,
  StylingDto,
  UndoDto,
} from './canvas.dto.js';
import { EditorOriginGuard } from './editor-origin.guard.js';

/**
 * The editor's source write-back calls: one route per kind of change under
 * `canvases/:canvasId/parseAndMutate` (mutate/…, undo and redo; visual-editor spec, § 7),
 * development only. No marketplace session: the caller is the developer's own editor,
 * recognised by its origin and the CSRF header.
 * Not in the public OpenAPI document (it is a development tool, not the marketplace API).
 */
@ApiExcludeController()
@Public()
@UseGuards(EditorOriginGuard)
@Controller('canvases/:canvasId/parseAndMutate')
export class CanvasController {
  constructor(private readonly canvas: CanvasService) {}

  @Post('mutate/styling')
  @HttpCode(200)
  styling(@Param('canvasId') canvasId: string, @Body() dto: StylingDto): Promise<ChangeResult> {
    return this.canvas.styling(canvasId, {
      reactElement: dto.reactElement,
      styling: dto.styling,
      stylingFramework: dto.stylingFramework ?? null,
      modifiers: dto.modifiers ?? [],
      customProperties: dto.customProperties ?? {},
    });
  }

  @Post('mutate/addJsxElement')
  @HttpCode(200)
  addJsxElement(
    @Param('canvasId') canvasId: string,
    @Body() dto: AddJsxElementDto,
  ): Promise<ChangeResult> {
    return this.canvas.addJsxElement(canvasId, dto);
  }

  @Post('mutate/moveJsxElement')
  @HttpCode(200)
  moveJsxElement(
    @Param('canvasId') canvasId: string,
    @Body() dto: MoveJsxElementDto,
  ): Promise<ChangeResult> {
    return this.canvas.moveJsxElement(canvasId, dto);
  }

  @Post('mutate/removeJsxElement')
  @HttpCode(200)
  removeJsxElement(
    @Param('canvasId') canvasId: string,
    @Body() dto: RemoveJsxElementDto,
  ): Promise<ChangeResult> {
    return this.canvas.removeJsxElement(canvasId, dto);
  }

  @Post('mutate/changePropValue')
  @HttpCode(200)
  changePropValue(
    @Param('canvasId') canvasId: string,
    @Body() dto: ChangePropValueDto,
  ): Promise<ChangeResult> {
    return this.canvas.changePropValue(canvasId, {
      elementToModify: dto.elementToModify,
      propName: dto.propName,
      propValue: dto.propValue as Json,
    });
  }

  @Post('mutate/wrapInDiv')
  @HttpCode(200)
  wrapInDiv(
    @Param('canvasId') canvasId: string,
    @Body() dto: ReactElementsDto,
  ): Promise<ChangeResult> {
    return this.canvas.wrapInDiv(canvasId, dto);
  }

  @Post('mutate/duplicate')
  @HttpCode(200)
  duplicate(
    @Param('canvasId') canvasId: string,
    @Body() dto: ReactElementsDto,
  ): Promise<ChangeResult> {
    return this.canvas.duplicate(canvasId, dto);
  }

  @Post('mutate/changeElementTag')
  @HttpCode(200)
  changeElementTag(
    @Param('canvasId') canvasId: string,
    @Body() dto: ChangeElementTagDto,
  ): Promise<ChangeResult> {
    return this.canvas.changeElementTag(canvasId, dto);
  }

  @Post('mutate/addClass')
  @HttpCode(200)
  addClass(@Param('canvasId') canvasId: string, @Body() dto: AddClassDto): Promise<ChangeResult> {
    return this.canvas.addClass(canvasId, {
      reactElement: dto.reactElement,
      className: dto.className,
      stylingFramework: dto.stylingFramework ?? null,
      modifiers: dto.modifiers ?? [],
      customProperties: dto.customProperties ?? {},
    });
  }

  @Post('mutate/removeClass')
  @HttpCode(200)
  removeClass(
    @Param('canvasId') canvasId: string,
    @Body() dto: RemoveClassDto,
  ): Promise<ChangeResult> {
    return this.canvas.removeClass(canvasId, dto);
  }

  @Post('mutate/editText')
  @HttpCode(200)
  editText(@Param('canvasId') canvasId: string, @Body() dto: EditTextDto): Promise<ChangeResult> {
    return this.canvas.editText(canvasId, dto);
  }

  @Post('activities/undoChangeToFiles')
  @HttpCode(200)
  undo(@Param('canvasId') canvasId: string, @Body() dto: UndoDto): Promise<ChangeResult> {
    return this.canvas.undo(canvasId, dto.latestUuid);
  }

  @Post('activities/redoChangeToFiles')
  @HttpCode(200)
  redo(@Param('canvasId') canvasId: string, @Body() dto: RedoDto): Promise<ChangeResult> {
    return this.canvas.redo(canvasId, dto.changeToRedoId);
  }
}
