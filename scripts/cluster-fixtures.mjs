// Fixtures for the cluster test and the chat and cluster benchmarks, straight into the tables
// of a migrated scratch database: accounts with live session records (and their cookies),
// conversations, and capped jobs with tradies holding credits (granted through the ledger, as a
// purchase would).
import { createHmac, randomUUID } from 'node:crypto';

const TRADIE_PROFILE = `INSERT INTO tradie_profiles (id, business_name, abn, licence_number,
    licence_state, categories, service_postcode, service_radius_km, verification_status)
  VALUES ($1, $2, '51824753556', 'LIC-1234', 'NSW', '{plumbing}', '2000', 20, 'approved')`;

// At the tradies' service postcode (its coordinates from the postcode table), so in their area.
const JOB = `INSERT INTO jobs (id, homeowner_id, title, description, category, location, state,
    postcode, budget_cents, lead_cap, lat, lng)
  SELECT $1, $2, $3, 'A cluster test job with a long enough description.', 'plumbing',
    'Sydney', 'NSW', '2000', 10000, $4, lat, lng FROM postcodes WHERE postcode = '2000'`;

/** Signs a session cookie as a login does (HS256 JWT: sub, sid, ver). */
function sessionCookie(secret, userId, sessionId) {
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: userId, sid: sessionId, ver: 0, iat, exp: iat + 3600 })}`;
  return `tradiehub_session=${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/** A verified account with one live session; answers its id and cookie. */
export async function account(db, secret, email, { tradie = false, name = 'Cluster' } = {}) {
  const id = randomUUID();
  await db.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, email_verified_at)
     VALUES ($1, $2, 'x', $3, $4, now())`,
    [id, email, name, tradie ? 'Tradie' : 'Homeowner'],
  );
  if (tradie) await db.query(TRADIE_PROFILE, [id, `${name} Plumbing`]);
  else await db.query(`INSERT INTO homeowner_profiles (id) VALUES ($1)`, [id]);
  const session = await db.query(
    `INSERT INTO sessions (user_id, created_at, last_seen_at, expires_at)
     VALUES ($1, now(), now(), now() + interval '1 hour') RETURNING id`,
    [id],
  );
  return { id, cookie: sessionCookie(secret, id, session.rows[0].id) };
}

/** Homeowner–tradie pairs, each with an open conversation about a job. */
export async function conversations(db, secret, count) {
  const pairs = [];
  for (let i = 0; i < count; i += 1) {
    const homeowner = await account(db, secret, `h${i}@cluster.test`);
    const tradie = await account(db, secret, `t${i}@cluster.test`, { tradie: true });
    const [jobId, conversationId] = [randomUUID(), randomUUID()];
    await db.query(JOB, [jobId, homeowner.id, `Cluster job ${i}`, 10]);
    await db.query(
      `INSERT INTO conversations (id, job_id, tradie_id, homeowner_id) VALUES ($1, $2, $3, $4)`,
      [conversationId, jobId, tradie.id, homeowner.id],
    );
    pairs.push({ conversationId, accounts: [homeowner, tradie] });
  }
  return pairs;
}

/** Open jobs capped at `cap` leads, and tradies with `credits` each bought through the ledger. */
export async function market(db, secret, { jobs, cap, buyers, credits }) {
  const homeowner = await account(db, secret, 'market-home@cluster.test');
  const jobIds = [];
  for (let i = 0; i < jobs; i += 1) {
    const id = randomUUID();
    await db.query(JOB, [id, homeowner.id, `Capped cluster job ${i}`, cap]);
    jobIds.push(id);
  }
  const tradies = [];
  for (let i = 0; i < buyers; i += 1) {
    const tradie = await account(db, secret, `buyer${i}@cluster.test`, {
      tradie: true,
      name: `Buyer${i}`,
    });
    await db.query(
      `INSERT INTO credit_transactions (user_id, type, amount, balance_after, idempotency_key)
       VALUES ($1, 'purchase', $2, $2, $3)`,
      [tradie.id, credits, `cluster-grant-${tradie.id}`],
    );
    await db.query(`INSERT INTO credit_balances (user_id, balance) VALUES ($1, $2)`, [
      tradie.id,
      credits,
    ]);
    tradies.push(tradie);
  }
  return { jobIds, tradies };
}

/** What must hold after the run, read from the database. */
export async function invariants(db) {
  const one = async (sql) => (await db.query(sql)).rows;
  const [ledger] = await one(
    `SELECT count(*)::int AS mismatched FROM credit_balances b
      WHERE b.balance <> (SELECT coalesce(sum(amount), 0) FROM credit_transactions t
                           WHERE t.user_id = b.user_id)`,
  );
  const [caps] = await one(
    `SELECT count(*) FILTER (WHERE n > lead_cap OR n <> lead_count)::int AS broken,
            coalesce(sum(n), 0)::int AS sold, count(*) FILTER (WHERE n = lead_cap)::int AS full
       FROM (SELECT j.lead_cap, j.lead_count,
                    (SELECT count(*) FROM leads l WHERE l.job_id = j.id AND l.status = 'active') AS n
               FROM jobs j WHERE j.title LIKE 'Capped cluster job%') x`,
  );
  // The quotes table allows one per tradie and job, so none missing means exactly one each.
  const [unquoted] = await one(
    `SELECT count(*)::int AS n FROM leads l JOIN jobs j ON j.id = l.job_id
      WHERE j.title LIKE 'Capped cluster job%' AND l.status = 'active'
        AND NOT EXISTS (SELECT 1 FROM quotes q WHERE q.job_id = l.job_id AND q.tradie_id = l.tradie_id)`,
  );
  const [spent] = await one(
    `SELECT count(*)::int AS purchases FROM credit_transactions WHERE type = 'lead_purchase'`,
  );
  const weeks = await one(`SELECT to_char(week_key, 'YYYY-MM-DD') AS week FROM leaderboard_weeks`);
  const [rewards] = await one(
    `SELECT count(*)::int AS n FROM credit_transactions WHERE type = 'leaderboard_reward'`,
  );
  return {
    balancesNotMatchingLedger: ledger.mismatched,
    leadCapsBroken: caps.broken,
    leadsSold: caps.sold,
    jobsSoldOut: caps.full,
    leadsWithoutQuote: unquoted.n,
    ledgerLeadPurchases: spent.purchases,
    weeklyCloses: weeks.map((w) => w.week),
    leaderboardRewards: rewards.n,
  };
}
