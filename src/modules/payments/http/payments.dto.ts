import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, IsUUID, Length, ValidateIf } from 'class-validator';
import { PAYMENT_METHODS } from '../domain/payment.js';

export class CheckoutDto {
  @ApiProperty({ enum: ['bundle', 'emergency_job'] })
  @IsIn(['bundle', 'emergency_job'])
  purpose!: 'bundle' | 'emergency_job';

  @ApiPropertyOptional({
    enum: ['starter', 'standard', 'pro', 'elite'],
    description: 'required when purpose is bundle',
  })
  @ValidateIf((o: CheckoutDto) => o.purpose === 'bundle')
  @IsString()
  @Length(1, 40)
  bundleId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'required when purpose is emergency_job' })
  @ValidateIf((o: CheckoutDto) => o.purpose === 'emergency_job')
  @IsUUID()
  jobId?: string;

  @ApiProperty({ enum: PAYMENT_METHODS })
  @IsIn(PAYMENT_METHODS)
  method!: 'card' | 'paypal';
}

const REVERSALS = [
  'refunded',
  'partially_refunded',
  'disputed',
  'dispute_won',
  'dispute_lost',
] as const;
type Reversal = (typeof REVERSALS)[number];

export class AdjustmentNoteDto {
  @ApiProperty({ example: 'TH-AN-000007' }) numberLabel!: string;
  @ApiProperty({ enum: ['refund', 'chargeback'] }) reason!: 'refund' | 'chargeback';
  @ApiProperty({ description: 'AUD cents returned, GST inclusive' }) totalCents!: number;
  @ApiProperty({ description: 'the GST the note takes off' }) gstCents!: number;
  @ApiProperty({ format: 'date-time' }) issuedAt!: string;
}

export class PaymentDto {
  @ApiProperty({ format: 'uuid' }) paymentId!: string;
  @ApiProperty({ enum: ['pending', 'failed', 'succeeded'] })
  status!: 'pending' | 'failed' | 'succeeded';
  @ApiPropertyOptional({ description: 'why the last attempt failed, in words for the payer' })
  reason?: string;
  @ApiProperty({ enum: ['bundle', 'emergency_job'] }) purpose!: 'bundle' | 'emergency_job';
  @ApiProperty({ type: String, nullable: true }) bundleId!: string | null;
  @ApiProperty({ description: 'credits granted when paid (0 for a job fee)' }) credits!: number;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) jobId!: string | null;
  @ApiProperty({ description: 'AUD cents, GST inclusive' }) amountCents!: number;
  @ApiProperty({ description: 'the GST inside amountCents, in cents' }) gstCents!: number;
  @ApiProperty({ enum: ['AUD'] }) currency!: 'AUD';
  @ApiProperty({ enum: PAYMENT_METHODS }) method!: 'card' | 'paypal';
  @ApiProperty({ description: '`sandbox` or `stripe`' }) gateway!: string;
  @ApiProperty() description!: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description:
      'for the provider form in the browser (Stripe’s Payment Element or the sandbox’s card frame), which confirms the payment; null once paid',
  })
  clientSecret?: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'PayPal only: the page where the payer approves the payment; null once paid',
  })
  approvalUrl?: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) invoiceId!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) paidAt!: string | null;
  @ApiProperty({
    enum: REVERSALS,
    nullable: true,
    description:
      'refunded or disputed at the provider since it was paid (a bundle’s credits are then taken back)',
  })
  reversal!: Reversal | null;
  @ApiProperty({
    type: [AdjustmentNoteDto],
    description:
      'the notes amending its tax invoice, one per refund (or lost chargeback), oldest first',
  })
  adjustments!: AdjustmentNoteDto[];
}

export class PaymentMethodOptionDto {
  @ApiProperty({ enum: PAYMENT_METHODS }) id!: 'card' | 'paypal';
  @ApiProperty() label!: string;
  @ApiProperty({ description: 'offered here (PayPal: only when it is configured)' })
  available!: boolean;
}

export class TestCardsDto {
  @ApiProperty({ example: '4242 4242 4242 4242' }) succeeds!: string;
  @ApiProperty({ example: '4000 0000 0000 0002' }) declined!: string;
}

export class PaymentOptionsDto {
  @ApiProperty({ description: 'the card gateway: `sandbox` or `stripe`' }) gateway!: string;
  @ApiProperty({ description: 'shown to people: "Sandbox" or "Stripe"' }) gatewayLabel!: string;
  @ApiProperty({ type: [PaymentMethodOptionDto] }) methods!: PaymentMethodOptionDto[];
  @ApiProperty({ description: 'AUD cents, GST inclusive' }) emergencyFeeCents!: number;
  @ApiProperty({ enum: ['AUD'] }) currency!: 'AUD';
  @ApiProperty({
    description:
      'No real money moves (the sandbox or Stripe test mode): payment pages show a "Test mode" badge',
  })
  testMode!: boolean;
  @ApiPropertyOptional({ type: TestCardsDto, description: 'the sandbox and Stripe test mode only' })
  testCards?: TestCardsDto;
  @ApiPropertyOptional({ description: 'Stripe only, for Stripe.js' }) stripePublishableKey?: string;
  @ApiPropertyOptional({
    description:
      'the sandbox only: the hosted-field frame page, on the sandbox provider’s own origin',
  })
  sandboxFrameUrl?: string;
}

class InvoicePartyDto {
  @ApiProperty() name!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) abn?: string | null;
}

export class SellerDto extends InvoicePartyDto {
  @ApiProperty() address!: string;
}

export class BuyerDto extends InvoicePartyDto {
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) businessName!: string | null;
}

export class InvoiceLineDto {
  @ApiProperty() description!: string;
  @ApiProperty() quantity!: number;
  @ApiProperty() unitPriceCents!: number;
  @ApiProperty() totalCents!: number;
}

export class TaxInvoiceDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'sequential' }) number!: number;
  @ApiProperty({ example: 'TH-000042' }) numberLabel!: string;
  @ApiProperty({ format: 'uuid' }) paymentId!: string;
  @ApiProperty({ format: 'date-time' }) issuedAt!: string;
  @ApiProperty({ type: SellerDto }) seller!: SellerDto;
  @ApiProperty({ type: BuyerDto }) buyer!: BuyerDto;
  @ApiProperty({ type: [InvoiceLineDto] }) lines!: InvoiceLineDto[];
  @ApiProperty({ description: 'AUD cents, GST inclusive' }) totalCents!: number;
  @ApiProperty({ description: 'GST inside the total: total / 11, to the cent' }) gstCents!: number;
  @ApiProperty({ enum: ['AUD'] }) currency!: 'AUD';
  @ApiProperty({ description: 'the printable tax invoice (HTML)' }) printUrl!: string;
  @ApiProperty({ enum: REVERSALS, nullable: true, description: 'its payment refunded or disputed' })
  reversal!: Reversal | null;
  @ApiProperty({
    type: [AdjustmentNoteDto],
    description:
      'the notes amending this invoice, one per refund (or lost chargeback), oldest first',
  })
  adjustments!: AdjustmentNoteDto[];
}

export class TaxInvoiceListDto {
  @ApiProperty({ type: [TaxInvoiceDto], description: 'newest first' }) items!: TaxInvoiceDto[];
}

export class WebhookAckDto {
  @ApiProperty() received!: boolean;
  @ApiProperty({ enum: ['applied', 'duplicate', 'ignored'] })
  result!: 'applied' | 'duplicate' | 'ignored';
}
