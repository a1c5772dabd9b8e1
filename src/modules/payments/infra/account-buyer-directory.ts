import { Injectable } from '@nestjs/common';
import { DomainError } from '#shared/domain/domain-error.js';
import { AccountService } from '#modules/identity/domain/account.service.js';
import type { Buyer } from '../domain/invoice.js';
import { BuyerDirectory } from '../domain/ports.js';

/** Buyers from identity: a tradie's invoice names their business and ABN. */
@Injectable()
export class AccountBuyerDirectory extends BuyerDirectory {
  constructor(private readonly accounts: AccountService) {
    super();
  }

  async find(userId: string): Promise<Buyer | null> {
    try {
      const account = await this.accounts.getAccount(userId);
      return {
        name: `${account.firstName} ${account.lastName}`,
        email: account.email,
        businessName: account.tradie?.businessName ?? null,
        abn: account.tradie?.abn ?? null,
      };
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
  }
}
