import { describe, expect, it } from '@jest/globals';
import type { BusinessRegistry } from '#modules/identity/domain/verification/business-registry.js';

/** ABNs every registry under contract knows (the setup seeds them). */
export interface RegistrySamples {
  active: { abn: string; entityName: string; businessName: string; state: string };
  cancelled: string;
  /** Valid check digits, not registered. */
  unknown: string;
}

/** What every BusinessRegistry adapter promises, whatever answers behind it. */
export function businessRegistryContract(
  name: string,
  setup: () => Promise<{ registry: BusinessRegistry; samples: RegistrySamples }>,
): void {
  describe(`BusinessRegistry contract: ${name}`, () => {
    it('answers an active ABN with its entity, business names, GST, state and postcode', async () => {
      const { registry, samples } = await setup();
      const answer = await registry.lookup(samples.active.abn);
      expect(answer.kind).toBe('found');
      if (answer.kind !== 'found') return;
      expect(answer.record).toMatchObject({
        abn: samples.active.abn,
        status: 'active',
        entityName: samples.active.entityName,
        state: samples.active.state,
      });
      expect(answer.record.businessNames).toContain(samples.active.businessName);
      expect(answer.record.gstRegisteredFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(answer.record.postcode).toMatch(/^\d{4}$/);
    });

    it('answers a cancelled ABN as cancelled', async () => {
      const { registry, samples } = await setup();
      const answer = await registry.lookup(samples.cancelled);
      expect(answer).toMatchObject({ kind: 'found', record: { status: 'cancelled' } });
    });

    it('answers "not found" for an ABN nobody registered', async () => {
      const { registry, samples } = await setup();
      await expect(registry.lookup(samples.unknown)).resolves.toEqual({ kind: 'not_found' });
    });
  });
}
