import { isEditingLayerActive, parseFrameFlags, type FrameFlags } from 'editor-engine';

export interface EditingLayerSettings {
  /** The development domain suffix (EDITOR_DEV_DOMAIN, default `.localhost`). */
  devDomain?: string;
  /** The staging domain suffix (EDITOR_STAGING_DOMAIN); the layer stays off there. */
  stagingDomain?: string;
}

/**
 * Whether the editing layer should start in this frame, and with which URL flags. The
 * decision is the engine's; this package only reads the browser's location.
 */
export function editingLayerStart(
  location: Pick<Location, 'hostname' | 'search'>,
  settings: EditingLayerSettings = {},
): { active: false } | { active: true; flags: FrameFlags } {
  if (!isEditingLayerActive(location.hostname, settings.devDomain, settings.stagingDomain)) {
    return { active: false };
  }
  return { active: true, flags: parseFrameFlags(location.search) };
}
