import { Injectable } from '@nestjs/common';
import { AccountService } from '#modules/identity/domain/account.service.js';
import { TradieNames } from '../domain/ports.js';

@Injectable()
export class AccountTradieNames extends TradieNames {
  constructor(private readonly accounts: AccountService) {
    super();
  }

  async names(
    tradieIds: readonly string[],
  ): Promise<Map<string, { firstName: string; businessName: string | null }>> {
    const unique = [...new Set(tradieIds)];
    const accounts = await Promise.all(
      unique.map((id) => this.accounts.getAccount(id).catch(() => null)),
    );
    const names = new Map<string, { firstName: string; businessName: string | null }>();
    for (const account of accounts) {
      if (account) {
        names.set(account.id, {
          firstName: account.firstName,
          businessName: account.tradie?.businessName ?? null,
        });
      }
    }
    return names;
  }
}
