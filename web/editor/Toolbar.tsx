import { memo } from 'react';
import { ROUTES, ZOOMS } from './editor-constants';
import type { EditorAction, EditorState } from './store';

// Made once: the toolbar renders with every message from the frame.
const ROUTE_OPTIONS = ROUTES.map((r) => (
  <option key={r} value={r}>
    {r}
  </option>
));
const ZOOM_OPTIONS = ZOOMS.map((z) => (
  <option key={z} value={z}>
    {z}%
  </option>
));

/** What the toolbar shows of the store. */
type ToolbarState = Pick<
  EditorState,
  'route' | 'href' | 'driveMode' | 'zoom' | 'connected' | 'status' | 'hydration'
>;

/**
 * Page, address, undo/redo, drive mode, zoom and the connection status. Re-rendered only when
 * one of these changes (the callbacks are stable).
 */
export const Toolbar = memo(function Toolbar(props: {
  state: ToolbarState;
  dispatch: (action: EditorAction) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onToggleDrive: () => void;
  onZoom: (zoom: number) => void;
  /** Offered once the frame has not answered in time. */
  onReloadFrame?: (() => void) | undefined;
}) {
  const { state, dispatch } = props;
  return (
    <header className="toolbar" aria-label="Editor toolbar">
      <label>
        Page{' '}
        <select
          aria-label="Page"
          value={state.route}
          onChange={(e) => dispatch({ type: 'route', route: e.target.value })}
        >
          {ROUTE_OPTIONS}
        </select>
      </label>
      <span className="href" title="The frame's address">
        {state.href || '…'}
      </span>
      <button type="button" onClick={props.onUndo} disabled={!props.canUndo}>
        Undo
      </button>
      <button type="button" onClick={props.onRedo} disabled={!props.canRedo}>
        Redo
      </button>
      <button type="button" aria-pressed={state.driveMode} onClick={props.onToggleDrive}>
        Drive mode {state.driveMode ? 'on' : 'off'}
      </button>
      <label>
        Zoom{' '}
        <select
          aria-label="Zoom"
          value={state.zoom}
          onChange={(e) => props.onZoom(Number(e.target.value))}
        >
          {ZOOM_OPTIONS}
        </select>
      </label>
      <span role="status" className="status" data-connected={state.connected}>
        {state.status}
        {state.hydration !== 'no_error' ? ` · page error (${state.hydration})` : ''}
      </span>
      {props.onReloadFrame ? (
        <button type="button" onClick={props.onReloadFrame}>
          Reload the preview
        </button>
      ) : null}
    </header>
  );
});
