/**
 * Starts the visual editor's frame layer when this page runs in the editor's preview frame:
 * development server or `--mode editor-preview` build only (the condition is static, so a
 * production bundle carries neither this code nor the layer), and only on the development
 * domain (`*.localhost` by default).
 */
export function startEditingLayerWhenFramed(): void {
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'editor-preview')) return;
  const devDomain = (import.meta.env.VITE_EDITOR_DEV_DOMAIN as string | undefined) || '.localhost';
  if (!window.location.hostname.endsWith(devDomain)) return;
  const port = window.location.port ? `:${window.location.port}` : '';
  // The outer editor is served by the same dev server on plain `localhost`.
  const editorOrigin =
    (import.meta.env.VITE_EDITOR_ORIGIN as string | undefined) ||
    `${window.location.protocol}//localhost${port}`;
  void import('editor-dom-adapter').then(({ startEditingLayer }) => {
    const layer = startEditingLayer({
      devDomain,
      stagingDomain:
        (import.meta.env.VITE_EDITOR_STAGING_DOMAIN as string | undefined) || undefined,
      editorOrigin,
      onHotUpdate: (listener) => import.meta.hot?.on('vite:afterUpdate', listener),
    });
    // For debugging in the browser console only.
    (window as unknown as { __editingLayer?: unknown }).__editingLayer = layer;
  });
}
