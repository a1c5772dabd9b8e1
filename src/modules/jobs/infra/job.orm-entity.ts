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
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' }) updatedAt!: Date;
}
