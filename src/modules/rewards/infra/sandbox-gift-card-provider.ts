import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import {
  GiftCardProvider,
  type GiftCardProduct,
  type IssuedGiftCard,
  type ProviderInfo,
} from '../domain/gift-cards.js';

const VALUES = [1000, 2500, 5000] as const;

/** The sandbox's catalogue: Australian retailers' digital cards at A$10, A$25 and A$50. */
const CATALOGUE: readonly GiftCardProduct[] = Object.freeze([
  { retailer: 'woolworths', name: 'Woolworths', values: VALUES },
  { retailer: 'coles', name: 'Coles', values: VALUES },
  { retailer: 'bunnings', name: 'Bunnings Warehouse', values: VALUES },
  { retailer: 'jb-hi-fi', name: 'JB Hi-Fi', values: VALUES },
  { retailer: 'kmart', name: 'Kmart', values: VALUES },
  { retailer: 'prezzee', name: 'Prezzee Smart eGift Card', values: VALUES },
]);

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return `SANDBOX-${groups.join('-')}`;
}

/**
 * The local default (no gift-card provider can be reached from a development machine): codes
 * are made up, prefixed `SANDBOX-`, and written to the `gift_card_sandbox_outbox` table in the
 * redemption's transaction. They are not redeemable anywhere, and the UI says so.
 */
@Injectable()
export class SandboxGiftCardProvider extends GiftCardProvider {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  info(): ProviderInfo {
    return {
      name: 'sandbox',
      label: 'Sandbox gift cards: a local stand-in for a gift card provider. Codes are not real.',
      live: false,
    };
  }

  catalogue(): readonly GiftCardProduct[] {
    return CATALOGUE;
  }

  async issue(request: {
    reference: string;
    userId: string;
    retailer: string;
    valueCents: number;
  }): Promise<IssuedGiftCard> {
    const pin = String(randomInt(10_000)).padStart(4, '0');
    await this.uow.manager().query(
      `INSERT INTO gift_card_sandbox_outbox (reference, user_id, retailer, value_cents, code, pin)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (reference) DO NOTHING`,
      [request.reference, request.userId, request.retailer, request.valueCents, randomCode(), pin],
    );
    const rows = await this.uow
      .manager()
      .query<{ code: string; pin: string }[]>(
        `SELECT code, pin FROM gift_card_sandbox_outbox WHERE reference = $1`,
        [request.reference],
      );
    return { code: rows[0].code, pin: rows[0].pin };
  }
}
