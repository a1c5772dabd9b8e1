import { describe, expect, it } from '@jest/globals';
import {
  coveredCategories,
  type LicenceRegistry,
} from '#modules/identity/domain/verification/licence-registry.js';

export interface LicenceSamples {
  /** A current licence covering `trade`. */
  current: { number: string; trade: string };
  /** A licence that is no longer current (expired or cancelled). */
  lapsed: string;
  unknown: string;
}

/** What every LicenceRegistry adapter promises, whichever state's register answers. */
export function licenceRegistryContract(
  name: string,
  setup: () => Promise<{ registry: LicenceRegistry; samples: LicenceSamples }>,
): void {
  describe(`LicenceRegistry contract: ${name}`, () => {
    it('answers a current licence with its holder, classes and the trades they cover', async () => {
      const { registry, samples } = await setup();
      const answer = await registry.lookup(samples.current.number);
      expect(answer).toMatchObject({
        kind: 'found',
        record: { licenceNumber: samples.current.number, state: registry.state, status: 'current' },
      });
      if (answer.kind !== 'found') return;
      expect(answer.record.holder).not.toBe('');
      expect(answer.record.classes.length).toBeGreaterThan(0);
      expect(coveredCategories(answer)).toContain(samples.current.trade);
    });

    it('answers a lapsed licence as found but covering nothing', async () => {
      const { registry, samples } = await setup();
      const answer = await registry.lookup(samples.lapsed);
      expect(answer.kind).toBe('found');
      if (answer.kind !== 'found') return;
      expect(answer.record.status).not.toBe('current');
      expect(coveredCategories(answer)).toEqual([]);
    });

    it('answers "not found" for a number nobody holds', async () => {
      const { registry, samples } = await setup();
      await expect(registry.lookup(samples.unknown)).resolves.toEqual({ kind: 'not_found' });
    });
  });
}
