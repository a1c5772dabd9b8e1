// One module owns each table: only its infra/ names it in SQL or maps it as an entity. Other
// modules reach the data through the owner's port or a read model the owner publishes. The
// ownership spec (table-ownership.spec.ts) checks every module's infra/ against this map.

/** Who owns each table ('shared' is the shared kernel: outboxes, events, postcodes). */
export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  ...owned('identity', [
    'users',
    'sessions',
    'password_reset_tokens',
    'abn_checks',
    'tradie_profiles',
    'homeowner_profiles',
    'email_verification_tokens',
    'tradie_verification_history',
    'licence_checks',
  ]),
  ...owned('profiles', ['data_exports', 'email_change_tokens', 'tradie_work_photos']),
  ...owned('jobs', ['jobs', 'job_images', 'jobs_open_listing_version']),
  ...owned('leads', ['leads', 'lead_disputes', 'quotes']),
  ...owned('messaging', ['conversations', 'messages']),
  ...owned('notifications', ['notifications', 'notification_preferences']),
  ...owned('credits', ['credit_balances', 'credit_transactions', 'signup_bonus_counter']),
  ...owned('payments', [
    'adjustment_notes',
    'payments',
    'payment_webhook_events',
    'sandbox_charges',
    'tax_invoices',
  ]),
  ...owned('rewards', [
    'reward_accounts',
    'reward_points',
    'gift_card_redemptions',
    'gift_card_sandbox_outbox',
  ]),
  ...owned('leaderboard', ['leaderboard_awards', 'leaderboard_points', 'leaderboard_weeks']),
  ...owned('reviews', ['reviews', 'review_reports']),
  ...owned('admin', [
    'admin_audit_log',
    'analytics_refreshes',
    'bulk_emails',
    'bulk_email_recipients',
    'maintenance_mode',
    'news_subscriptions',
  ]),
  ...owned('support', ['enquiries']),
  ...owned('dashboard', ['dashboard_visits']),
  ...owned('id-documents', ['tradie_id_documents']),
  ...owned('shared', [
    'domain_events',
    'event_consumptions',
    'mail_outbox',
    'push_outbox',
    'postcodes',
  ]),
};

/**
 * Read models an owner publishes as plain SQL views (its migrations create them, exposing only
 * the columns other modules need): any module may read one; none but the owner names it in a
 * write. PostgreSQL inlines a plain view, so a query over it keeps the plan over the table.
 */
export const PUBLISHED_VIEWS: Readonly<Record<string, string>> = {
  ...owned('identity', ['identity_accounts', 'identity_listed_tradies', 'identity_user_names']),
  ...owned('jobs', ['jobs_public']),
  ...owned('leads', ['leads_active_buyers', 'leads_purchases', 'leads_quote_counts']),
  ...owned('reviews', ['reviews_ratings']),
};

function owned(module: string, tables: string[]): Record<string, string> {
  return Object.fromEntries(tables.map((table) => [table, module]));
}

/** A table or published view a module's source names: how (read or write) and where. */
export interface TableUse {
  table: string;
  access: 'read' | 'write';
}

// SQL keywords that name a table next; TypeORM entities name theirs in @Entity('…').
const WRITES = /\b(?:UPDATE|INSERT\s+INTO|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+"?([a-z_]+)"?/gi;
const READS = /\b(?:FROM|JOIN)\s+"?([a-z_]+)"?/gi;
const ENTITIES = /@Entity\(\s*(?:\{\s*name:\s*)?['"]([a-z_]+)['"]/g;

/** Every known table or published view a source file names, once per name and access. */
export function tablesNamed(source: string): TableUse[] {
  const uses = new Map<string, TableUse>();
  const add = (table: string, access: TableUse['access']) => {
    if (ownerOf(table) === undefined) return;
    const key = `${access}:${table}`;
    if (!uses.has(key)) uses.set(key, { table, access });
  };
  for (const [, table] of source.matchAll(WRITES)) add(table, 'write');
  for (const [, table] of source.matchAll(ENTITIES)) add(table, 'write');
  // "DELETE FROM x" also matches FROM: a write is not counted again as a read.
  for (const [, table] of source.matchAll(READS)) {
    if (!uses.has(`write:${table}`)) add(table, 'read');
  }
  return [...uses.values()];
}

function ownerOf(name: string): string | undefined {
  return TABLE_OWNERS[name] ?? PUBLISHED_VIEWS[name];
}

// Published views, and the shared kernel's tables: every module depends on the kernel already,
// and its reference data (postcodes) has no other owner to ask. Writes stay the kernel's.
function isReadableByAll(name: string): boolean {
  return name in PUBLISHED_VIEWS || TABLE_OWNERS[name] === 'shared';
}

/**
 * What a module's file names of another module's data beyond what it may, as "access table"
 * strings: any table of another owner (the shared kernel's read-only), and a write to another
 * owner's published view.
 */
export function foreignTables(module: string, source: string): string[] {
  return tablesNamed(source)
    .filter(({ table }) => ownerOf(table) !== module)
    .filter(({ table, access }) => !(access === 'read' && isReadableByAll(table)))
    .map(({ access, table }) => `${access} ${table}`)
    .sort();
}
