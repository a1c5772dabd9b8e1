export {
  astChildren,
  buildManifest,
  type CodebaseIdEntry,
  type CodebaseManifest,
  computeCodebaseIds,
  SourceHashes,
  stampCodebaseIds,
  targetFingerprint,
} from './codebase-ids.js';
export { LiveManifest, type ManifestDelta, type ServedManifest } from './live-manifest.js';
export { isLoopbackAddress } from './loopback.js';
