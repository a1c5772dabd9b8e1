import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { PaymentsErrors } from '../domain/payments-errors.js';

const CARD_KEYS = /^(card|cards|cardnumber|card_number|pan|cvc|cvv|cvc2|exp_?month|exp_?year)$/i;
const DIGITS = /^[\d\s-]{12,40}$/;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A 12–19 digit run passing the Luhn check, as a string or a number. */
function looksLikeCardNumber(value: unknown): boolean {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!DIGITS.test(text)) return false;
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) && luhn(digits);
}

/** The path of the first card field or card number in a body, else null. */
function findCardData(value: unknown, path = ''): string | null {
  if (looksLikeCardNumber(value)) return path || 'body';
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const at = path ? `${path}.${key}` : key;
    if (CARD_KEYS.test(key)) return at;
    const found = findCardData(inner, at);
    if (found) return found;
  }
  return null;
}

/**
 * Card data is entered in the provider's form (Stripe's Payment Element or the sandbox's
 * hosted-field frame, each on its own origin) and never sent to us: a payment request carrying a
 * card field or a card number is refused with PAYMENTS.CARD_NOT_ACCEPTED, before any validation
 * echoes it back.
 */
@Injectable()
export class RefuseCardDataGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const field = findCardData(request.body as unknown);
    if (field) throw PaymentsErrors.cardNotAccepted(field);
    return true;
  }
}
