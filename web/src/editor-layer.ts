/**
 * Starts the visual editor's frame layer when this page runs in the editor's preview frame:
 * development server or `--mode editor-preview` build only (the condition is static, so a
 * production bundle carries neither this code nor the layer), only inside a frame, and only
 * on the development domain (`*.localhost` by default). The layer then waits, inert, for the
 * editor's handshake: a preview opened on its own works like the app.
 *
 * Its settings are the server's own variables (EDITOR_ORIGIN, EDITOR_DEV_DOMAIN,
 * EDITOR_STAGING_DOMAIN), passed in by the Vite config's `define`.
 */
export function startEditingLayerWhenFramed(): void {
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'editor-preview')) return;
  if (window.parent === window) return;
  const devDomain = (import.meta.env.EDITOR_DEV_DOMAIN as string | undefined) || '.localhost';
  if (!window.location.hostname.endsWith(devDomain)) return;
  const port = window.location.port ? `:${window.location.port}` : '';
  // Unset: the outer editor is served by the same dev server on plain `localhost`.
  const editorOrigin =
    (import.meta.env.EDITOR_ORIGIN as string | undefined) ||
    `${window.location.protocol}//localhost${port}`;
  void import('editor-dom-adapter').then(({ startEditingLayer }) => {
    const layer = startEditingLayer({
      devDomain,
      stagingDomain: (import.meta.env.EDITOR_STAGING_DOMAIN as string | undefined) || undefined,
      editorOrigin,
      onHotUpdate: (listener) => import.meta.hot?.on('vite:afterUpdate', listener),
    });
    // For debugging in the browser console only.
    (window as unknown as { __editingLayer?: unknown }).__editingLayer = layer;
  });
}
