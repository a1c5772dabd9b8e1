import { domainEventsContract } from '../contracts/domain-events.contract.js';
import { RecordingDomainEvents } from './domain-events.fake.js';

domainEventsContract('in-memory (the fake other modules test with)', async () => {
  const events = new RecordingDomainEvents();
  return {
    events,
    drain: () => events.drain(),
    replay: (consumer, id) => events.replay(consumer, id),
    idOf: async (aggregateId) => events.published.find((e) => e.aggregateId === aggregateId)!.id,
  };
});
