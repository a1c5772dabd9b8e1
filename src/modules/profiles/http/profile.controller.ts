import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ConfigService } from '@nestjs/config';
import type { AppConfig } from '#config/app-config.js';
import type { Actor } from '#shared/domain/actor.js';
import type { StoredFile } from '#shared/domain/file-storage.js';
import {
  AllowUnverified,
  CurrentActor,
  Public,
  Roles,
} from '#shared/infra/http/auth.decorators.js';
import { PictureUpload, serveFile } from '#shared/infra/http/pictures.js';
import { uuidParam } from '#shared/infra/http/validation.js';
import { ProfilesErrors } from '../domain/profiles-errors.js';
import { ProfilesService } from '../domain/profiles.service.js';
import { tradeLicences } from '#modules/identity/domain/verification/licence-check.js';
import { presentOwnProfile, presentPublicProfile } from './profile.presenter.js';
import {
  ChangeEmailDto,
  ConfirmEmailDto,
  DirectoryPageDto,
  DirectoryQueryDto,
  ImageFileDto,
  OwnProfileDto,
  PublicTradieProfileDto,
  UpdatePersonalDto,
  UpdateTradieProfileDto,
} from './profiles.dto.js';
import { RateLimit } from '#shared/infra/http/rate-limiter.js';

const PAGE_SIZE = 12;

type Upload = { buffer: Buffer } | undefined;

function picture(res: Response, file: StoredFile, cache: 'public' | 'private'): StreamableFile {
  return serveFile(res, file, `${cache}, max-age=3600`);
}

function upload(file: Upload, field: string): Buffer {
  if (!file?.buffer?.length) throw ProfilesErrors.imageRequired(field);
  return file.buffer;
}

/** The signed-in person's own profile: personal details, avatar, email change. */
@ApiTags('profiles')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@Controller('profile')
export class ProfileController {
  constructor(private readonly profiles: ProfilesService) {}

  @AllowUnverified()
  @Get()
  @ApiOperation({ summary: 'Get your profile' })
  @ApiOkResponse({ type: OwnProfileDto })
  async own(@CurrentActor() actor: Actor): Promise<OwnProfileDto> {
    return presentOwnProfile(await this.profiles.own(actor.id));
  }

  @AllowUnverified()
  @Patch()
  @ApiOperation({ summary: 'Update your profile' })
  @ApiOkResponse({ type: OwnProfileDto })
  @ApiBadRequestResponse({ description: 'A field is invalid (named in message)' })
  async update(
    @CurrentActor() actor: Actor,
    @Body() dto: UpdatePersonalDto,
  ): Promise<OwnProfileDto> {
    return presentOwnProfile(await this.profiles.updatePersonal(actor.id, dto));
  }

  @AllowUnverified()
  @RateLimit('uploads')
  @Put('avatar')
  @ApiOperation({ summary: 'Upload your avatar' })
  @PictureUpload(ImageFileDto)
  @ApiOkResponse({ type: OwnProfileDto, description: 'Re-encoded without metadata' })
  async setAvatar(@CurrentActor() actor: Actor, @UploadedFile() file: Upload) {
    return presentOwnProfile(await this.profiles.setAvatar(actor.id, upload(file, 'image')));
  }

  @AllowUnverified()
  @Delete('avatar')
  @ApiOperation({ summary: 'Remove your avatar' })
  @ApiOkResponse({ type: OwnProfileDto })
  async removeAvatar(@CurrentActor() actor: Actor): Promise<OwnProfileDto> {
    return presentOwnProfile(await this.profiles.removeAvatar(actor.id));
  }

  @AllowUnverified()
  @Get('avatar')
  @ApiOperation({ summary: 'Get your avatar' })
  @ApiProduces('image/jpeg')
  @ApiOkResponse({ description: 'Your avatar (only you see it)' })
  @ApiNotFoundResponse({ description: 'No avatar' })
  async avatar(
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return picture(res, await this.profiles.avatar(actor.id), 'private');
  }

  @AllowUnverified()
  @Post('email')
  @ApiOperation({ summary: 'Ask to change your email address' })
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ description: 'A confirmation link went to the new address' })
  @ApiBadRequestResponse({ description: 'Wrong password, bad or unchanged email' })
  async changeEmail(@CurrentActor() actor: Actor, @Body() dto: ChangeEmailDto): Promise<void> {
    await this.profiles.requestEmailChange(actor.id, dto.password, dto.newEmail);
  }

  @Public()
  @Post('email/confirm')
  @ApiOperation({ summary: 'Confirm an email change with its token' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: OwnProfileDto, description: 'The email is changed' })
  @ApiBadRequestResponse({ description: 'Invalid, used or expired link' })
  @ApiConflictResponse({ description: 'The address was registered meanwhile' })
  async confirmEmail(@Body() dto: ConfirmEmailDto): Promise<OwnProfileDto> {
    const account = await this.profiles.confirmEmailChange(dto.token);
    return presentOwnProfile(await this.profiles.own(account.id));
  }
}

/** Tradie profiles: editing one's own, the public view, pictures and the directory. */
@ApiTags('profiles')
@Controller('tradies')
export class TradieProfilesController {
  private readonly appUrl: string;

  constructor(
    private readonly profiles: ProfilesService,
    config: ConfigService<AppConfig, true>,
  ) {
    this.appUrl = config.get('appUrl', { infer: true });
  }

  @Public()
  @Get()
  @ApiOperation({ summary: 'Search approved tradies' })
  @ApiOkResponse({ type: DirectoryPageDto, description: 'Approved tradies only' })
  @ApiBadRequestResponse({ description: 'A filter is invalid (named in message)' })
  async search(@Query() query: DirectoryQueryDto): Promise<DirectoryPageDto> {
    const page = query.page ?? 1;
    const result = await this.profiles.search({
      trade: query.trade,
      postcode: query.postcode,
      radiusKm: query.radiusKm ?? 25,
      minRating: query.minRating,
      sort: query.sort ?? (query.postcode ? 'distance' : 'rating'),
      page,
      pageSize: PAGE_SIZE,
    });
    return {
      page,
      pageSize: PAGE_SIZE,
      total: result.total,
      items: result.items.map(({ hasLogo, ...entry }) => ({
        ...entry,
        trades: tradeLicences(entry.licenceState, entry.categories),
        logoUrl: hasLogo ? `/api/tradies/${entry.id}/logo` : null,
      })),
    };
  }

  @Public()
  @Get(':id/profile')
  @ApiOperation({ summary: "Get a tradie's public profile" })
  @ApiOkResponse({ type: PublicTradieProfileDto })
  @ApiNotFoundResponse({ description: 'No approved tradie with that id' })
  async profile(@Param('id', uuidParam()) id: string): Promise<PublicTradieProfileDto> {
    return presentPublicProfile(await this.profiles.publicProfile(id), this.appUrl);
  }

  @Roles('tradie')
  @AllowUnverified()
  @Patch(':id/profile')
  @ApiOperation({ summary: 'Update your tradie profile' })
  @ApiOkResponse({ type: OwnProfileDto, description: 'A licence change waits for review' })
  @ApiBadRequestResponse({ description: 'A field is invalid (named in message)' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not a tradie, or not your profile' })
  async update(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Body() dto: UpdateTradieProfileDto,
  ): Promise<OwnProfileDto> {
    return presentOwnProfile(await this.profiles.updateTradie(mine(actor, id), dto));
  }

  @Roles('tradie')
  @AllowUnverified()
  @RateLimit('uploads')
  @Put(':id/logo')
  @ApiOperation({ summary: 'Upload your business logo' })
  @PictureUpload(ImageFileDto)
  @ApiOkResponse({ type: OwnProfileDto, description: 'Re-encoded without metadata' })
  @ApiForbiddenResponse({ description: 'Not your profile' })
  async setLogo(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @UploadedFile() file: Upload,
  ): Promise<OwnProfileDto> {
    return presentOwnProfile(await this.profiles.setLogo(mine(actor, id), upload(file, 'image')));
  }

  @Roles('tradie')
  @AllowUnverified()
  @Delete(':id/logo')
  @ApiOperation({ summary: 'Remove your business logo' })
  @ApiOkResponse({ type: OwnProfileDto })
  @ApiForbiddenResponse({ description: 'Not your profile' })
  async removeLogo(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
  ): Promise<OwnProfileDto> {
    return presentOwnProfile(await this.profiles.removeLogo(mine(actor, id)));
  }

  @Public('with-actor')
  @Get(':id/logo')
  @ApiOperation({ summary: "Get a tradie's logo" })
  @ApiProduces('image/jpeg')
  @ApiOkResponse({ description: 'The logo of an approved tradie (or your own)' })
  @ApiNotFoundResponse({ description: 'No such tradie or no logo' })
  async logo(
    @CurrentActor() actor: Actor | undefined,
    @Param('id', uuidParam()) id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return picture(res, await this.profiles.logo(id, actor?.id), 'public');
  }

  @Roles('tradie')
  @AllowUnverified()
  @RateLimit('uploads')
  @Post(':id/photos')
  @ApiOperation({ summary: 'Add a photo of past work' })
  @PictureUpload(ImageFileDto)
  @ApiOkResponse({ type: OwnProfileDto, description: 'Re-encoded without metadata' })
  @ApiForbiddenResponse({ description: 'Not your profile' })
  @ApiConflictResponse({ description: 'Already 12 photos' })
  @HttpCode(HttpStatus.OK)
  async addPhoto(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @UploadedFile() file: Upload,
  ): Promise<OwnProfileDto> {
    return presentOwnProfile(await this.profiles.addPhoto(mine(actor, id), upload(file, 'image')));
  }

  @Roles('tradie')
  @AllowUnverified()
  @Delete(':id/photos/:photoId')
  @ApiOperation({ summary: 'Remove a photo of past work' })
  @ApiOkResponse({ type: OwnProfileDto })
  @ApiForbiddenResponse({ description: 'Not your profile' })
  @ApiNotFoundResponse({ description: 'No such photo' })
  async removePhoto(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Param('photoId', uuidParam('photoId')) photoId: string,
  ): Promise<OwnProfileDto> {
    return presentOwnProfile(await this.profiles.removePhoto(mine(actor, id), photoId));
  }

  @Public('with-actor')
  @Get(':id/photos/:photoId')
  @ApiOperation({ summary: "Get a photo of a tradie's past work" })
  @ApiProduces('image/jpeg')
  @ApiOkResponse({ description: 'A photo of past work of an approved tradie (or your own)' })
  @ApiNotFoundResponse({ description: 'No such tradie or photo' })
  async photo(
    @CurrentActor() actor: Actor | undefined,
    @Param('id', uuidParam()) id: string,
    @Param('photoId', uuidParam('photoId')) photoId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return picture(res, await this.profiles.photo(id, photoId, actor?.id), 'public');
  }
}

/** Tradies edit only their own profile: another tradie's id is refused (403). */
function mine(actor: Actor, id: string): string {
  if (actor.id !== id) throw ProfilesErrors.notYourProfile();
  return id;
}
