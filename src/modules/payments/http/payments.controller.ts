import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  type RawBodyRequest,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Actor } from '#shared/domain/actor.js';
import {
  AllowUnverified,
  CurrentActor,
  Public,
  Roles,
  SkipCsrf,
} from '#shared/infra/http/auth.decorators.js';
import { uuidParam } from '#shared/infra/http/validation.js';
import {
  type AdjustmentNote,
  adjustmentNumberLabel,
  invoiceNumberLabel,
  type TaxInvoice,
} from '../domain/invoice.js';
import { gstIncludedCents } from '../domain/money.js';
import { PaymentService, type PaymentView } from '../domain/payment.service.js';
import { PaymentsErrors } from '../domain/payments-errors.js';
import { HostedCardFrame } from '../domain/ports.js';
import { RefuseCardDataGuard } from './card-data.guard.js';
import { renderInvoicePage } from './invoice-page.js';
import {
  type AdjustmentNoteDto,
  CheckoutDto,
  PaymentDto,
  PaymentOptionsDto,
  TaxInvoiceDto,
  TaxInvoiceListDto,
  WebhookAckDto,
} from './payments.dto.js';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentService,
    private readonly frame: HostedCardFrame,
  ) {}

  @Public()
  @Get('options')
  @ApiOperation({ summary: 'Get the payment gateway and its methods' })
  @ApiOkResponse({ type: PaymentOptionsDto, description: 'The gateway and the methods it takes' })
  options(): PaymentOptionsDto {
    const p = this.payments;
    const frameUrl = this.frame.frameUrl();
    return {
      gateway: p.gatewayName,
      gatewayLabel: p.gatewayLabel,
      methods: [
        { id: 'card', label: 'Card', available: p.supports('card') },
        { id: 'paypal', label: 'PayPal', available: p.supports('paypal') },
      ],
      emergencyFeeCents: p.emergencyFeeCents,
      currency: 'AUD',
      testMode: p.testCards !== null,
      ...(p.testCards ? { testCards: p.testCards } : {}),
      ...(p.publishableKey ? { stripePublishableKey: p.publishableKey } : {}),
      ...(frameUrl ? { sandboxFrameUrl: frameUrl } : {}),
    };
  }

  @Roles('tradie', 'homeowner')
  @AllowUnverified()
  @Post('checkout')
  @UseGuards(RefuseCardDataGuard)
  @ApiOperation({ summary: 'Start a payment for a credit bundle or an emergency job fee' })
  @ApiCreatedResponse({ type: PaymentDto, description: 'A pending payment to confirm' })
  @ApiBadRequestResponse({
    description: 'Bad field, unknown bundle, method not offered, or card data (never sent to us)',
  })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Bundles are for tradies; the job is someone else’s' })
  @ApiNotFoundResponse({ description: 'No such job' })
  @ApiConflictResponse({ description: 'The job is already paid for or cannot be paid for' })
  async checkout(@CurrentActor() actor: Actor, @Body() dto: CheckoutDto): Promise<PaymentDto> {
    const payment = await this.payments.checkout(
      actor,
      dto.purpose === 'bundle'
        ? { purpose: 'bundle', bundleId: dto.bundleId!, method: dto.method }
        : { purpose: 'emergency_job', jobId: dto.jobId!, method: dto.method },
    );
    return presentPayment({ payment, invoice: null, adjustments: [] });
  }

  @AllowUnverified()
  @Get('invoices')
  @ApiOperation({ summary: 'List your invoices' })
  @ApiOkResponse({ type: TaxInvoiceListDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  async invoices(@CurrentActor() actor: Actor): Promise<TaxInvoiceListDto> {
    return { items: (await this.payments.invoices(actor)).map(presentInvoice) };
  }

  @AllowUnverified()
  @Get('invoices/:id')
  @ApiOperation({ summary: 'Get one of your invoices' })
  @ApiOkResponse({ type: TaxInvoiceDto })
  @ApiNotFoundResponse({ description: 'No such invoice of yours' })
  async invoice(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
  ): Promise<TaxInvoiceDto> {
    return presentInvoice(await this.payments.invoice(actor, id));
  }

  @AllowUnverified()
  @Get('invoices/:id/print')
  @ApiOperation({ summary: 'Get one of your invoices as a printable page' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The printable tax invoice', type: String })
  @ApiNotFoundResponse({ description: 'No such invoice of yours' })
  async printable(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const page = renderInvoicePage(await this.payments.invoice(actor, id));
    // Set only on success, so refusals keep the JSON error shape.
    response.type('html');
    response.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return page;
  }

  @Public()
  @SkipCsrf()
  @Post('webhook')
  @ApiOperation({ summary: "Receive the payment gateway's webhook" })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: WebhookAckDto, description: 'Verified by its Stripe-Signature header' })
  @ApiBadRequestResponse({ description: 'Signature missing or wrong' })
  async webhook(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookAckDto> {
    const raw = request.rawBody ?? Buffer.alloc(0);
    const headers = { 'stripe-signature': signature };
    return { received: true, result: await this.payments.handleWebhook(raw, headers) };
  }

  @Public()
  @SkipCsrf()
  @Post('webhook/paypal')
  @ApiOperation({ summary: "Receive PayPal's webhook" })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: WebhookAckDto,
    description: 'Verified with PayPal by its PAYPAL-* headers',
  })
  @ApiBadRequestResponse({ description: 'Signature headers missing or not verified by PayPal' })
  @ApiNotFoundResponse({ description: 'PayPal is not configured' })
  async paypalWebhook(@Req() request: RawBodyRequest<Request>): Promise<WebhookAckDto> {
    if (!this.payments.supports('paypal')) throw PaymentsErrors.notFound();
    const raw = request.rawBody ?? Buffer.alloc(0);
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, headerValue(value)]),
    );
    return { received: true, result: await this.payments.handleWebhook(raw, headers, 'paypal') };
  }

  @AllowUnverified()
  @Get(':id')
  @ApiOperation({ summary: "Get a payment's status" })
  @ApiOkResponse({ type: PaymentDto })
  @ApiForbiddenResponse({ description: 'Someone else’s payment' })
  @ApiNotFoundResponse({ description: 'No such payment' })
  async get(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
  ): Promise<PaymentDto> {
    return presentPayment(await this.payments.get(actor, id));
  }

  @AllowUnverified()
  @Post(':id/confirm')
  @UseGuards(RefuseCardDataGuard)
  @ApiOperation({
    summary: 'Ask the provider how a payment went, after its form confirmed it in the browser',
  })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: PaymentDto,
    description: 'succeeded (fulfilled once, however often confirmed) or failed with a reason',
  })
  @ApiBadRequestResponse({
    description: 'PAYMENTS.CARD_NOT_ACCEPTED: the body carries card data (never sent to us)',
  })
  @ApiForbiddenResponse({ description: 'Someone else’s payment' })
  @ApiNotFoundResponse({ description: 'No such payment' })
  @ApiConflictResponse({ description: 'The job can no longer be paid for' })
  async confirm(
    @CurrentActor() actor: Actor,
    @Param('id', uuidParam()) id: string,
  ): Promise<PaymentDto> {
    return presentPayment(await this.payments.confirm(actor, id));
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function presentAdjustment(note: AdjustmentNote): AdjustmentNoteDto {
  return {
    numberLabel: adjustmentNumberLabel(note.number),
    reason: note.reason,
    totalCents: note.totalCents,
    gstCents: note.gstCents,
    issuedAt: note.issuedAt.toISOString(),
  };
}

function presentPayment({ payment, invoice, adjustments }: PaymentView): PaymentDto {
  const paypal = payment.method === 'paypal';
  return {
    paymentId: payment.id,
    status: payment.status,
    ...(payment.status === 'failed' && payment.failureReason
      ? { reason: payment.failureReason }
      : {}),
    purpose: payment.purpose,
    bundleId: payment.bundleId,
    credits: payment.credits,
    jobId: payment.jobId,
    amountCents: payment.amountCents,
    gstCents: gstIncludedCents(payment.amountCents),
    currency: payment.currency,
    method: payment.method,
    gateway: payment.gateway,
    description: payment.description,
    // PayPal's "client secret" is its approval page, where the browser is sent.
    clientSecret: payment.status === 'succeeded' || paypal ? null : payment.clientSecret,
    approvalUrl: payment.status === 'succeeded' || !paypal ? null : payment.clientSecret,
    invoiceId: invoice?.id ?? null,
    createdAt: payment.createdAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
    reversal: payment.reversal,
    adjustments: adjustments.map(presentAdjustment),
  };
}

function presentInvoice(invoice: TaxInvoice): TaxInvoiceDto {
  return {
    id: invoice.id,
    number: invoice.number,
    numberLabel: invoiceNumberLabel(invoice.number),
    paymentId: invoice.paymentId,
    issuedAt: invoice.issuedAt.toISOString(),
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines: invoice.lines,
    totalCents: invoice.totalCents,
    gstCents: invoice.gstCents,
    currency: invoice.currency,
    printUrl: `/api/payments/invoices/${invoice.id}/print`,
    reversal: invoice.reversal ?? null,
    adjustments: (invoice.adjustments ?? []).map(presentAdjustment),
  };
}
