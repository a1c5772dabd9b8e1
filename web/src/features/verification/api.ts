import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import type { components } from '@/shared/api/schema.gen';
import { verificationKeys } from './keys';

export type OwnVerification = components['schemas']['OwnVerificationDto'];
type ResubmissionBody = components['schemas']['ResubmissionDto'];

/** The signed-in tradie's verification: status, the latest decision and its reason. */
export function ownVerificationQueryOptions() {
  return queryOptions({
    queryKey: verificationKeys.own,
    queryFn: () => unwrap(api.GET('/api/me/verification')),
    staleTime: 0,
  });
}

export function resubmitVerification(body: ResubmissionBody): Promise<OwnVerification> {
  return unwrap(api.POST('/api/me/verification/resubmission', { body }));
}
