import { Injectable } from '@nestjs/common';
import { VerifiedTradieBonus } from '#modules/identity/domain/email-verification.service.js';
import { SignupBonusService } from '../domain/signup-bonus.service.js';

/** The email verification's port on the ledger: the bonus granted once, while spots remain. */
@Injectable()
export class SignupBonusOfVerifiedTradie extends VerifiedTradieBonus {
  constructor(private readonly signupBonus: SignupBonusService) {
    super();
  }

  async grant(tradieId: string): Promise<void> {
    await this.signupBonus.grant(tradieId);
  }
}
