import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { LevelName, RewardsOverview } from '@/shared/api/types';
import { Alert } from '@/shared/ui/Alert';
import { markCelebrated, rewardsQueryOptions } from './api';
import { rewardKeys } from './keys';
import { playConfetti } from './confetti';

/**
 * The level-up banner with its confetti: played once per level (the server remembers which
 * levels were celebrated, on any device), and never animated for reduced-motion users.
 */
export function LevelUpCelebration({
  level,
  showLink = false,
}: {
  level: LevelName;
  showLink?: boolean;
}) {
  const queryClient = useQueryClient();
  const started = useRef<string | null>(null);
  const [played, setPlayed] = useState<boolean | null>(null);
  useEffect(() => {
    if (started.current === level) return;
    started.current = level;
    void playConfetti().then(setPlayed);
    void markCelebrated(level)
      .then(() =>
        // Celebrated: no other screen shows it again (this one keeps its banner).
        queryClient.setQueryData<RewardsOverview>(rewardKeys.overview, (old) =>
          old ? { ...old, celebrate: null } : old,
        ),
      )
      .catch(() => undefined);
  }, [level, queryClient]);
  return (
    <div
      className="mb-6"
      data-testid="level-up"
      data-confetti={played === null ? undefined : played ? 'played' : 'reduced-motion'}
    >
      <Alert tone="success" title={`Level up! You’re now a ${level}`}>
        Thanks for being part of the community. Keep completing and reviewing jobs to reach the next
        level.
        {showLink ? (
          <>
            {' '}
            <Link to="/dashboard/rewards" className="font-semibold underline">
              See your rewards
            </Link>
          </>
        ) : null}
      </Alert>
    </div>
  );
}

/** On any homeowner screen: celebrates a level reached and not celebrated yet. */
export function LevelUpNotice() {
  const query = useQuery(rewardsQueryOptions());
  const [level, setLevel] = useState<LevelName | null>(null);
  const celebrate = query.data?.celebrate ?? null;
  if (celebrate && celebrate !== level) setLevel(celebrate);
  return level ? <LevelUpCelebration level={level} showLink /> : null;
}
