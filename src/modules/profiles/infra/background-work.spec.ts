import { Logger } from '@nestjs/common';
import { backgroundWorkContract } from '#test/contracts/profiles-mail-work.contract.js';
import { InProcessBackgroundWork } from './background-work.js';

// The failing task's log line is expected here; it would only clutter the output.
beforeAll(() => Logger.overrideLogger(false));

backgroundWorkContract('in process', async () => ({
  work: new InProcessBackgroundWork(),
  // Two turns of the event loop: the tasks start on the first, their promises settle after.
  settle: async () => {
    for (let turn = 0; turn < 2; turn += 1) await new Promise((r) => setImmediate(r));
  },
}));
