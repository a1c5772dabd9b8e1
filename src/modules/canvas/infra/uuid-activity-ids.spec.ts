import { activityIdsContract } from '#test/contracts/canvas-ports.contract.js';
import { UuidActivityIds } from './uuid-activity-ids.js';

activityIdsContract('random uuids', async () => new UuidActivityIds());
