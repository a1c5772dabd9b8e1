import type { AuState } from '#shared/domain/australia.js';
import type { RegistryAnswer } from './business-registry.js';

/** The latest registry check of a tradie's ABN, as stored. */
export interface AbnCheck {
  tradieId: string;
  /** The ABN this check is for; a check of an older ABN counts as not yet checked. */
  abn: string;
  requestedAt: Date;
  attempts: number;
  lastError: string | null;
  /** The registry's answer; null until it has answered. */
  answer: RegistryAnswer | null;
  checkedAt: Date | null;
}

/** What the tradie entered, to compare with the register. */
export interface EnteredBusiness {
  abn: string;
  businessName: string;
  /** The tradie's address state, else their licence state. */
  state: AuState | null;
}

export type AbnFlag =
  'not_checked' | 'abn_cancelled' | 'abn_not_found' | 'name_mismatch' | 'state_mismatch';

/** The check that applies to the tradie's current ABN, or null when none has answered. */
export function currentAnswer(check: AbnCheck | null, abn: string): RegistryAnswer | null {
  return check && check.abn === abn ? check.answer : null;
}

/**
 * What the admin must look at: the register's answer compared with what the tradie entered.
 * Nothing here changes the tradie's details; a contradiction is only shown.
 */
export function abnFlags(entered: EnteredBusiness, check: AbnCheck | null): AbnFlag[] {
  const answer = currentAnswer(check, entered.abn);
  if (!answer) return ['not_checked'];
  if (answer.kind === 'not_found') return ['abn_not_found'];
  const { record } = answer;
  const flags: AbnFlag[] = [];
  if (record.status === 'cancelled') flags.push('abn_cancelled');
  if (!namesMatch(entered.businessName, [record.entityName, ...record.businessNames])) {
    flags.push('name_mismatch');
  }
  if (entered.state && record.state && entered.state !== record.state) flags.push('state_mismatch');
  return flags;
}

/** True when the ABN is known to be cancelled: such a tradie is never approved. */
export function isCancelled(check: AbnCheck | null, abn: string): boolean {
  const answer = currentAnswer(check, abn);
  return answer?.kind === 'found' && answer.record.status === 'cancelled';
}

const NOISE = new Set(['pty', 'ltd', 'limited', 'the', 'and', 'co', 'trust', 'trustee', 'for']);

/** Lower case words without punctuation or company suffixes ("Smith & Co Pty Ltd" → "smith"). */
function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !NOISE.has(word))
    .sort()
    .join(' ');
}

/**
 * The entered business name matches when, suffixes, order and punctuation aside, it equals the
 * entity name or one of the registered business names. A sole trader's entity name is their
 * own ("CITIZEN, JANE"), so trading names are what usually match.
 */
export function namesMatch(entered: string, registered: readonly string[]): boolean {
  const key = nameKey(entered);
  return key !== '' && registered.some((name) => nameKey(name) === key);
}
