import {
  Column,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';

@Entity('users')
export class UserRow {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') email!: string;
  @Column('text', { name: 'password_hash' }) passwordHash!: string;
  @Column('text', { name: 'first_name' }) firstName!: string;
  @Column('text', { name: 'last_name' }) lastName!: string;
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('text', { nullable: true }) suburb!: string | null;
  @Column('text', { nullable: true }) state!: string | null;
  @Column('char', { length: 4, nullable: true }) postcode!: string | null;
  @Column('boolean', { name: 'is_admin', default: false }) isAdmin!: boolean;
  @Column('timestamptz', { name: 'banned_at', nullable: true }) bannedAt!: Date | null;
  @Column('text', { name: 'ban_reason', nullable: true }) banReason!: string | null;
  @Column('integer', { name: 'session_version', default: 0 }) sessionVersion!: number;
  @Column('timestamptz', { name: 'email_verified_at', nullable: true })
  emailVerifiedAt!: Date | null;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' }) updatedAt!: Date;

  @OneToOne(() => TradieProfileRow, (profile) => profile.user)
  tradieProfile?: TradieProfileRow | null;
}

@Entity('tradie_profiles')
export class TradieProfileRow {
  @PrimaryColumn('uuid') id!: string;
  @OneToOne(() => UserRow, (user) => user.tradieProfile)
  @JoinColumn({ name: 'id' })
  user?: UserRow;
  @Column('text', { name: 'business_name' }) businessName!: string;
  @Column('char', { length: 11 }) abn!: string;
  @Column('text', { name: 'licence_number' }) licenceNumber!: string;
  @Column('text', { name: 'licence_state' }) licenceState!: string;
  @Column('text', { array: true }) categories!: string[];
  @Column('text', { name: 'listed_categories', array: true, nullable: true })
  listedCategories!: string[] | null;
  @Column('char', { name: 'service_postcode', length: 4 }) servicePostcode!: string;
  @Column('integer', { name: 'service_radius_km' }) serviceRadiusKm!: number;
  @Column('text', { name: 'verification_status', default: 'pending' }) verificationStatus!: string;
  @Column('timestamptz', { name: 'reviewed_at', nullable: true }) reviewedAt!: Date | null;
  @Column('uuid', { name: 'reviewed_by', nullable: true }) reviewedBy!: string | null;
  @Column('text', { name: 'rejection_reason', nullable: true }) rejectionReason!: string | null;
  @Column('text', { name: 'onesignal_id', nullable: true }) onesignalId!: string | null;
  @Column('text', { name: 'pending_licence_number', nullable: true })
  pendingLicenceNumber!: string | null;
  @Column('text', { name: 'pending_licence_state', nullable: true })
  pendingLicenceState!: string | null;
  @Column('timestamptz', { name: 'licence_change_requested_at', nullable: true })
  licenceChangeRequestedAt!: Date | null;
  /** Licences beside the main one; approvedAt is an ISO string in the JSON. */
  @Column('jsonb', { name: 'other_licences', default: () => "'[]'" })
  otherLicences!: { licenceNumber: string; licenceState: string; approvedAt?: string | null }[];
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
}

@Entity('homeowner_profiles')
export class HomeownerProfileRow {
  @PrimaryColumn('uuid') id!: string;
  @Column('text', { name: 'onesignal_id', nullable: true }) onesignalId!: string | null;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
}

@Entity('password_reset_tokens')
class PasswordResetTokenRow {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('char', { name: 'token_hash', length: 64 }) tokenHash!: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt!: Date | null;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
}

export const IDENTITY_ENTITIES = [
  UserRow,
  TradieProfileRow,
  HomeownerProfileRow,
  PasswordResetTokenRow,
];
