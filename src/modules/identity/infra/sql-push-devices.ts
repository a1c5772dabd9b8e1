import { Injectable } from '@nestjs/common';
import { PushDevices } from '#modules/notifications/domain/ports.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';

/** The push device id on whichever profile rows the user has (homeowner, tradie or both). */
@Injectable()
export class SqlPushDevices extends PushDevices {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async save(userId: string, deviceId: string): Promise<void> {
    const manager = this.uow.manager();
    await manager.query(`UPDATE homeowner_profiles SET onesignal_id = $2 WHERE id = $1`, [
      userId,
      deviceId,
    ]);
    await manager.query(`UPDATE tradie_profiles SET onesignal_id = $2 WHERE id = $1`, [
      userId,
      deviceId,
    ]);
  }
}
