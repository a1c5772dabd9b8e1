import { Injectable } from '@nestjs/common';
import { AccountService } from '#modules/identity/domain/account.service.js';
import { TradieDirectory, type TradieProfile } from '../domain/ports.js';

@Injectable()
export class AccountTradieDirectory extends TradieDirectory {
  constructor(private readonly accounts: AccountService) {
    super();
  }

  async profile(tradieId: string): Promise<TradieProfile | null> {
    const account = await this.accounts.getAccount(tradieId).catch(() => null);
    if (!account?.tradie) return null;
    return {
      id: account.id,
      firstName: account.firstName,
      businessName: account.tradie.businessName,
      categories: account.tradie.categories,
      servicePostcode: account.tradie.servicePostcode,
      serviceRadiusKm: account.tradie.serviceRadiusKm,
    };
  }
}
