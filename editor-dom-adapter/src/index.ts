import { isEditingLayerActive, parseFrameFlags, type FrameFlags } from 'editor-engine';
import { isFramed } from './frame-gate.js';
import { FrameLayer, type FrameLayerOptions } from './layer.js';

export { FrameLayer, type FrameLayerOptions } from './layer.js';
export { DomOps, type DomOpsHost } from './instant-updates.js';
export { OutlineLayer, type OutlineFrame } from './outlines.js';
export { snapshotPage, snapshotElement, snapshotForTextMode, macrotask } from './snapshot.js';

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

/**
 * Starts the layer in this window when it is active here and framed; returns it (null when
 * inactive). It then waits, inert, for the editor's handshake. `editorOrigin` is the origin
 * allowed to talk to the frame (EDITOR_ORIGIN).
 */
export function startEditingLayer(
  settings: EditingLayerSettings & Omit<FrameLayerOptions, 'flags' | 'window'>,
): FrameLayer | null {
  const start = editingLayerStart(window.location, settings);
  if (!start.active || !isFramed(window)) return null;
  const layer = new FrameLayer({ ...settings, flags: start.flags });
  layer.start();
  return layer;
}
