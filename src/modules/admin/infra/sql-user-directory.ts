import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import {
  UserDirectory,
  type UserJob,
  type UserLead,
  type UserSummary,
} from '../domain/admin-users.service.js';

interface SummaryRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  is_admin: boolean;
  banned_at: Date | null;
  verification_status: string | null;
  business_name: string | null;
  abn: string | null;
  created_at: Date;
}

function summary(r: SummaryRow): UserSummary {
  const type = r.is_admin ? 'admin' : r.verification_status ? 'tradie' : 'homeowner';
  let status: UserSummary['status'] = 'active';
  if (r.banned_at) status = 'banned';
  else if (type === 'tradie' && r.verification_status === 'pending') status = 'pending';
  else if (type === 'tradie' && r.verification_status === 'rejected') status = 'rejected';
  return {
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    type,
    status,
    businessName: r.business_name,
    abn: r.abn,
    createdAt: r.created_at,
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

@Injectable()
export class SqlUserDirectory extends UserDirectory {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async search(query: string, limit: number): Promise<UserSummary[]> {
    const pattern = `%${escapeLike(query.toLowerCase())}%`;
    const digits = query.replace(/\s+/g, '');
    const rows = await this.uow.manager().query<SummaryRow[]>(
      `SELECT u.id, u.email, u.first_name, u.last_name, u.is_admin, u.banned_at, u.created_at,
              u.verification_status, u.business_name, u.abn
       FROM identity_accounts u
       WHERE $1 = '%%'
          OR u.email LIKE $1
          OR lower(u.first_name || ' ' || u.last_name) LIKE $1
          OR lower(u.business_name) LIKE $1
          OR ($2 ~ '^[0-9]{2,11}$' AND u.abn LIKE '%' || $2 || '%')
       ORDER BY u.created_at DESC, u.id LIMIT $3`,
      [pattern, digits, limit],
    );
    return rows.map(summary);
  }

  async jobsOf(userId: string, limit: number): Promise<UserJob[]> {
    const rows = await this.uow
      .manager()
      .query<{ id: string; title: string; category: string; status: string; created_at: Date }[]>(
        `SELECT id, title, category, status, created_at FROM jobs_public
       WHERE homeowner_id = $1 OR assigned_tradie_id = $1 ORDER BY created_at DESC LIMIT $2`,
        [userId, limit],
      );
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      category: r.category,
      status: r.status,
      createdAt: r.created_at,
    }));
  }

  async leadsOf(userId: string, limit: number): Promise<UserLead[]> {
    const rows = await this.uow.manager().query<
      {
        id: string;
        job_id: string;
        title: string;
        price_credits: number;
        status: string;
        bought_at: Date;
      }[]
    >(
      `SELECT l.id, l.job_id, j.title, l.price_credits, l.status, l.bought_at
       FROM leads_purchases l JOIN jobs_public j ON j.id = l.job_id
       WHERE l.tradie_id = $1 ORDER BY l.bought_at DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      jobId: r.job_id,
      jobTitle: r.title,
      priceCredits: r.price_credits,
      status: r.status,
      boughtAt: r.bought_at,
    }));
  }
}
