import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { type Enquiry, EnquiryRepository } from '../domain/enquiry.js';

@Injectable()
export class TypeOrmEnquiryRepository extends EnquiryRepository {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async add(e: Enquiry): Promise<string> {
    const rows: { id: string }[] = await this.uow.manager().query(
      `INSERT INTO enquiries (kind, user_id, name, email, subject, message, rating)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [e.kind, e.userId, e.name, e.email, e.subject, e.message, e.rating],
    );
    return rows[0].id;
  }
}
