import { Injectable } from '@nestjs/common';
import { AccountService } from '#modules/identity/domain/account.service.js';
import { PeopleDirectory } from '../domain/ports.js';

@Injectable()
export class AccountPeopleDirectory extends PeopleDirectory {
  constructor(private readonly accounts: AccountService) {
    super();
  }

  holdPoster(homeownerId: string): Promise<void> {
    return this.accounts.holdUnbanned(homeownerId);
  }

  async firstName(userId: string): Promise<string | null> {
    try {
      return (await this.accounts.getAccount(userId)).firstName;
    } catch {
      return null;
    }
  }
}
