import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AppConfig } from '#config/app-config.js';
import type { Actor } from '#shared/domain/actor.js';
import {
  AllowUnverified,
  CurrentActor,
  Public,
  type RequestWithActor,
} from '#shared/infra/http/auth.decorators.js';
import { SESSION_COOKIE } from '#shared/infra/http/cookie-options.js';
import { CsrfTokens } from '#shared/infra/http/csrf.js';
import { AccountService } from '../domain/account.service.js';
import { EmailVerificationService } from '../domain/email-verification.service.js';
import { SessionService } from '../domain/session.service.js';
import {
  ChangePasswordDto,
  CsrfTokenDto,
  ForgotPasswordDto,
  LoginDto,
  RegisterDto,
  ResetPasswordDto,
  UserEnvelopeDto,
  VerifyEmailDto,
} from './auth.dto.js';
import { clearSessionCookie, setSessionCookie } from './cookies.js';
import { presentUser } from './user.presenter.js';
import { RateLimit } from '#shared/infra/http/rate-limiter.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  private readonly secureCookies: boolean;

  constructor(
    private readonly accounts: AccountService,
    private readonly sessions: SessionService,
    private readonly csrfTokens: CsrfTokens,
    private readonly emailVerification: EmailVerificationService,
    config: ConfigService<AppConfig, true>,
  ) {
    this.secureCookies = config.get('session', { infer: true }).secureCookies;
  }

  @Public()
  @Get('csrf')
  @ApiOperation({ summary: 'Get the CSRF token for mutations' })
  @ApiOkResponse({ type: CsrfTokenDto, description: 'Also sets the csrf_token cookie' })
  csrf(@Req() req: Request, @Res({ passthrough: true }) res: Response): CsrfTokenDto {
    return { token: this.csrfTokens.issue(req, res) };
  }

  @Public()
  @RateLimit('register')
  @Post('register')
  @ApiOperation({ summary: 'Register a homeowner or tradie account and sign in' })
  @ApiCreatedResponse({ type: UserEnvelopeDto, description: 'Signed in: sets the session cookie' })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid (named in message)' })
  @ApiConflictResponse({
    description: 'The email is already registered, or the ABN is held by another active tradie',
  })
  async register(
    @Body() dto: RegisterDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserEnvelopeDto> {
    const account = await this.accounts.register({
      email: dto.email,
      password: dto.password,
      firstName: dto.firstName,
      lastName: dto.lastName,
      type: dto.type,
      phone: dto.phone,
      suburb: dto.suburb,
      state: dto.state,
      postcode: dto.postcode,
      tradie: {
        businessName: dto.businessName,
        abn: dto.abn,
        licenceNumber: dto.licenceNumber,
        licenceState: dto.licenceState,
        categories: dto.categories,
        servicePostcode: dto.servicePostcode,
        serviceRadiusKm: dto.serviceRadiusKm,
        otherLicences: dto.otherLicences,
      },
    });
    await this.startSession(req, res, account);
    return { user: presentUser(account) };
  }

  @Public()
  @RateLimit('login')
  @Post('login')
  @ApiOperation({ summary: 'Sign in with email and password' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: UserEnvelopeDto, description: 'Sets the session cookie' })
  @ApiUnauthorizedResponse({ description: 'Wrong email or password' })
  @ApiForbiddenResponse({ description: 'Banned (code AUTH.BANNED)' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts' })
  async login(
    @Body() dto: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserEnvelopeDto> {
    const account = await this.accounts.login(dto.email, dto.password);
    await this.startSession(req, res, account);
    return { user: presentUser(account) };
  }

  @Public()
  @Post('logout')
  @ApiOperation({ summary: 'Sign out and clear the session cookie' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'This session ended and its cookie cleared' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.endByToken(
      (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE],
    );
    clearSessionCookie(res, this.secureCookies);
  }

  @AllowUnverified()
  @Get('me')
  @ApiOperation({ summary: 'Get the signed-in account' })
  @ApiOkResponse({ type: UserEnvelopeDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Banned (code AUTH.BANNED)' })
  async me(@CurrentActor() actor: Actor): Promise<UserEnvelopeDto> {
    return { user: presentUser(await this.accounts.getAccount(actor.id)) };
  }

  @Public()
  @RateLimit('forgotPassword')
  @Post('forgot-password')
  @ApiOperation({ summary: 'Email a password reset link' })
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ description: 'Always, whether or not the email is registered' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests' })
  async forgotPassword(@Body() dto: ForgotPasswordDto): Promise<void> {
    await this.accounts.requestPasswordReset(dto.email);
  }

  @Public()
  @RateLimit('resetPassword')
  @Post('reset-password')
  @ApiOperation({ summary: "Set a new password with a reset link's token" })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Password changed; other sessions end' })
  @ApiBadRequestResponse({ description: 'Invalid, used or expired token, or a weak password' })
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<void> {
    await this.accounts.resetPassword(dto.token, dto.password);
  }

  @Public()
  @RateLimit('verifyEmail')
  @Post('verify-email')
  @ApiOperation({ summary: "Verify your email address with the emailed link's token" })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Verified (a new tradie gets the sign-up bonus if left)' })
  @ApiBadRequestResponse({
    description:
      'AUTH.VERIFICATION_INVALID, AUTH.VERIFICATION_EXPIRED (older than 24 hours) or AUTH.VERIFICATION_USED (used, or a newer link was sent)',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts' })
  async verifyEmail(@Body() dto: VerifyEmailDto): Promise<void> {
    await this.emailVerification.verify(dto.token);
  }

  @AllowUnverified()
  @RateLimit('verifyEmailResend')
  @Post('verify-email/resend')
  @ApiOperation({ summary: 'Email a new verification link (earlier links stop working)' })
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ description: 'A new link went to your address' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiConflictResponse({ description: 'Already verified (AUTH.ALREADY_VERIFIED)' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests' })
  async resendVerification(@CurrentActor() actor: Actor): Promise<void> {
    await this.emailVerification.sendLink(actor.id);
  }

  @AllowUnverified()
  @Post('change-password')
  @ApiOperation({ summary: 'Change your password' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Changed; every other session ends, this one stays' })
  @ApiBadRequestResponse({ description: 'Current password wrong, or the new one is weak' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  async changePassword(
    @CurrentActor() actor: Actor,
    @Body() dto: ChangePasswordDto,
    @Req() req: RequestWithActor,
  ): Promise<void> {
    await this.accounts.changePassword(
      actor.id,
      dto.currentPassword,
      dto.newPassword,
      req.sessionId,
    );
  }

  private async startSession(
    req: Request,
    res: Response,
    account: { id: string; sessionVersion: number },
  ): Promise<void> {
    const token = await this.sessions.start(account, {
      userAgent: req.headers['user-agent'] ?? null,
      ip: req.ip ?? null,
    });
    setSessionCookie(res, token, this.secureCookies);
  }
}
