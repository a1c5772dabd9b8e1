import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('jobs')
export class JobRow {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'homeowner_id' }) homeownerId!: string;
  @Column('text') title!: string;
  @Column('text') description!: string;
  @Column('text') category!: string;
  @Column('text') location!: string;
  @Column('text', { nullable: true }) state!: string | null;
  @Column('char', { length: 4 }) postcode!: string;
  @Column('integer', { name: 'budget_cents' }) budgetCents!: number;
  @Column('boolean', { name: 'is_emergency', default: false }) isEmergency!: boolean;
  @Column('text', { default: 'open' }) status!: string;
  @Column('uuid', { name: 'assigned_tradie_id', nullable: true }) assignedTradieId!: string | null;
  @Column('smallint', { name: 'lead_cap', default: 10 }) leadCap!: number;
  @Column('smallint', { name: 'lead_count', default: 0 }) leadCount!: number;
  @Column('double precision', { nullable: true }) lat!: number | null;
  @Column('double precision', { nullable: true }) lng!: number | null;
  @Column('timestamptz', { name: 'privacy_consent_at', nullable: true })
  privacyConsentAt!: Date | null;
  @Column('timestamptz', { name: 'published_at', nullable: true }) publishedAt!: Date | null;
  @Column('timestamptz', { name: 'assigned_at', nullable: true }) assignedAt!: Date | null;
  @Column('timestamptz', { name: 'completed_at', nullable: true }) completedAt!: Date | null;
  @Column('timestamptz', { name: 'cancelled_at', nullable: true }) cancelledAt!: Date | null;
  @Column('timestamptz', { name: 'leads_expired_at', nullable: true })
  leadsExpiredAt!: Date | null;
  @Column('timestamptz', { name: 'withdrawn_at', nullable: true }) withdrawnAt!: Date | null;
  @Column('text', { name: 'withdrawn_reason', nullable: true }) withdrawnReason!: string | null;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' }) updatedAt!: Date;
}

@Entity('job_images')
export class JobImageRow {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'job_id' }) jobId!: string;
  @Column('smallint') position!: number;
  @Column('text', { name: 'storage_key' }) storageKey!: string;
  @Column('text', { name: 'content_type' }) contentType!: string;
  @Column('integer') width!: number;
  @Column('integer') height!: number;
  @Column('integer') bytes!: number;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
}
