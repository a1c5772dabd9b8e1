import { Injectable } from '@nestjs/common';
import { userStatus, userType } from '#modules/identity/domain/account.js';
import { AccountService } from '#modules/identity/domain/account.service.js';
import { TradieNames, TradieStandings } from '../domain/ports.js';
import type { TradieStanding } from '../domain/standings.js';

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

@Injectable()
export class AccountTradieStandings extends TradieStandings {
  constructor(private readonly accounts: AccountService) {
    super();
  }

  async of(tradieIds: readonly string[]): Promise<Map<string, TradieStanding>> {
    const accounts = await this.accounts.getAccounts(tradieIds);
    return new Map(
      accounts.map((a) => [a.id, { type: userType(a), status: userStatus(a) }] as const),
    );
  }
}
