import { Injectable } from '@nestjs/common';
import { AccountService } from '#modules/identity/domain/account.service.js';
import { TradieDirectory, type TradieProfile } from '../domain/ports.js';

@Injectable()
export class AccountTradieDirectory extends TradieDirectory {
  constructor(private readonly accounts: AccountService) {
    super();
  }

  async profile(tradieId: string): Promise<TradieProfile | null> {
    // The account (and the trades it is listed in) was read by the session guard for this
    // request already: no statement of its own.
    const account = await this.accounts.getAccount(tradieId).catch(() => null);
    if (!account?.tradie) return null;
    return {
      id: account.id,
      firstName: account.firstName,
      businessName: account.tradie.businessName,
      categories: account.tradie.categories,
      listedCategories: account.tradie.listedCategories,
      servicePostcode: account.tradie.servicePostcode,
      serviceRadiusKm: account.tradie.serviceRadiusKm,
    };
  }
}
