/** A tradie's standing with identity, as the eligibility rule reads it. */
export interface TradieStanding {
  type: 'homeowner' | 'tradie' | 'admin';
  status: 'active' | 'pending' | 'rejected' | 'banned';
}

/**
 * Who may stand on the board and win its prizes: an approved tradie, neither banned nor erased
 * (erasure rejects the tradie profile). Points of anyone else are kept but not ranked.
 */
export function mayStand(standing: TradieStanding | undefined): boolean {
  return standing?.type === 'tradie' && standing.status === 'active';
}

/** One scored event of a tradie (kept as a row so the score can be recomputed any time). */
export interface ScoreRow {
  tradieId: string;
  points: number;
  occurredAt: Date;
}

export interface Standing {
  rank: number;
  tradieId: string;
  points: number;
  /** When the running total first reached `points`: the tie break (earlier ranks higher). */
  reachedAt: Date;
}

/**
 * Ranks tradies by their points in `rows` (already limited to the window): most points first;
 * ties break by who reached that total earliest, then by id so the order is total. Only
 * tradies with a positive score are ranked.
 */
export function rankStandings(rows: readonly ScoreRow[]): Standing[] {
  const byTradie = new Map<string, ScoreRow[]>();
  for (const row of rows) {
    const list = byTradie.get(row.tradieId) ?? [];
    list.push(row);
    byTradie.set(row.tradieId, list);
  }
  const scored: Omit<Standing, 'rank'>[] = [];
  for (const [tradieId, list] of byTradie) {
    list.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    const total = list.reduce((sum, row) => sum + row.points, 0);
    if (total <= 0) continue;
    let running = 0;
    let reachedAt = list[list.length - 1].occurredAt;
    for (const row of list) {
      running += row.points;
      if (running >= total) {
        reachedAt = row.occurredAt;
        break;
      }
    }
    scored.push({ tradieId, points: total, reachedAt });
  }
  scored.sort(
    (a, b) =>
      b.points - a.points ||
      a.reachedAt.getTime() - b.reachedAt.getTime() ||
      (a.tradieId < b.tradieId ? -1 : a.tradieId > b.tradieId ? 1 : 0),
  );
  return scored.map((s, index) => ({ ...s, rank: index + 1 }));
}
