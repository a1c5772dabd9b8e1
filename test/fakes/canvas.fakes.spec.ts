import {
  activityIdsContract,
  canvasFilesContract,
  codebaseManifestContract,
  sourceFormatterContract,
  writeBackSecretContract,
} from '../contracts/canvas-ports.contract.js';
import {
  InMemoryCanvasFiles,
  KnownSecret,
  NoFormatter,
  RecordingManifest,
  SequentialIds,
  SnapshotManifest,
} from './canvas.fakes.js';

// The fakes the canvas specs run on. InMemoryActivityStore runs its contract beside the JSON
// store (src/modules/canvas/infra/json-file-activity-store.spec.ts).
canvasFilesContract(
  'in memory',
  async (seed) => new InMemoryCanvasFiles(new Map(Object.entries(seed))),
);
codebaseManifestContract('snapshot', async (files) => new SnapshotManifest(new Map(files)), {
  maintained: false,
});
codebaseManifestContract('recording', async (files) => new RecordingManifest(new Map(files)), {
  maintained: false,
});
sourceFormatterContract('changing nothing', async () => ({
  formatter: new NoFormatter(),
  width: 100,
}));
activityIdsContract('sequential', async () => new SequentialIds());
writeBackSecretContract('known to the test', async () => new KnownSecret());
