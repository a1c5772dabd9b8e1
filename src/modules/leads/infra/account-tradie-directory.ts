import { Injectable } from '@nestjs/common';
import { AccountService } from '#modules/identity/domain/account.service.js';
import { LicenceVerificationService } from '#modules/identity/domain/verification/licence-verification.service.js';
import { TradieDirectory, type TradieProfile } from '../domain/ports.js';

@Injectable()
export class AccountTradieDirectory extends TradieDirectory {
  constructor(
    private readonly accounts: AccountService,
    private readonly licences: LicenceVerificationService,
  ) {
    super();
  }

  async profile(tradieId: string): Promise<TradieProfile | null> {
    const account = await this.accounts.getAccount(tradieId).catch(() => null);
    if (!account?.tradie) return null;
    const listed = await this.licences.listed([tradieId]);
    return {
      id: account.id,
      firstName: account.firstName,
      businessName: account.tradie.businessName,
      categories: account.tradie.categories,
      listedCategories: listed.get(tradieId) ?? account.tradie.categories,
      servicePostcode: account.tradie.servicePostcode,
      serviceRadiusKm: account.tradie.serviceRadiusKm,
    };
  }
}
