/**
 * The message protocol between the preview frame and the outer editor (visual-editor spec, § 7),
 * one module per concern: frame → editor messages (`protocol-frame`), editor → frame requests and
 * replies (`protocol-editor`), inspection and hydration (`inspection`), selectors and modifier
 * states (`selectors`). This module gathers them for the package entry and the specs.
 */
export * from './protocol-frame.js';
export * from './protocol-editor.js';
export * from './inspection.js';
export * from './selectors.js';
