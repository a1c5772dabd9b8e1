/**
 * The outer editor's one store: every fact the panels show, changed only by actions (a
 * reducer), so each panel reads the same state and no two copies of a fact can disagree.
 */
import {
  FRAME_MESSAGE,
  applyNavTreeDiff,
  type FrameMessage,
  type NavTreeNode,
} from 'editor-engine';
import type { ManifestEntry } from './manifest-client';
import type { WriteBackResult } from './write-back';

/** Where a change stands with the server: not sent yet, sent, written, or refused. */
export type ServerPhase = 'pending' | 'sent' | 'written' | 'unchanged' | 'refused';

export interface EditorState {
  route: string;
  href: string;
  connected: boolean;
  tree: NavTreeNode | null;
  selected: string | null;
  multi: readonly string[];
  hovered: string | null;
  zoom: number;
  driveMode: boolean;
  manifest: Record<string, ManifestEntry>;
  classSuggestions: string[];
  status: string;
  hydration: string;
  /** The frame's instant update of each change, by change id. */
  updates: Record<string, { successful: boolean; data: unknown }>;
  /** The server's answer for each change, by change id. */
  serverResults: Record<string, WriteBackResult>;
  serverPhases: Record<string, ServerPhase>;
  toast: string | null;
}

export const INITIAL_STATE: EditorState = {
  route: '/',
  href: '',
  connected: false,
  tree: null,
  selected: null,
  multi: [],
  hovered: null,
  zoom: 100,
  driveMode: false,
  manifest: {},
  classSuggestions: [],
  status: 'Loading the preview…',
  hydration: 'no_error',
  updates: {},
  serverResults: {},
  serverPhases: {},
  toast: null,
};

export type EditorAction =
  | { type: 'route'; route: string }
  | { type: 'frameLoading' }
  | { type: 'connected' }
  | { type: 'status'; status: string }
  | { type: 'select'; key: string | null }
  | { type: 'zoom'; zoom: number }
  | { type: 'driveMode'; enabled: boolean }
  | { type: 'manifest'; manifest: Record<string, ManifestEntry> }
  | { type: 'classSuggestions'; list: string[] }
  | { type: 'frameMessage'; message: FrameMessage }
  | { type: 'serverPhase'; changeId: string; phase: ServerPhase }
  | { type: 'serverResult'; changeId: string; result: WriteBackResult }
  | { type: 'toast'; toast: string | null };

/** What a frame message changes in the store (the rest of its handling is the App's). */
function frameReducer(state: EditorState, message: FrameMessage): EditorState {
  switch (message.id) {
    case FRAME_MESSAGE.NAV_TREE: {
      const prev = state.tree;
      const tree =
        'navTree' in message
          ? message.navTree
          : prev && 'navTreeDiff' in message
            ? applyNavTreeDiff(prev, message.navTreeDiff)
            : prev;
      return tree === prev ? state : { ...state, tree };
    }
    case FRAME_MESSAGE.SELECTED_ELEMENT_KEY:
      return {
        ...state,
        selected: message.elementKey,
        multi: message.elementKey ? [message.elementKey] : [],
      };
    case FRAME_MESSAGE.MULTI_SELECTED_ELEMENT_KEYS:
      return { ...state, multi: message.elementKeys, selected: message.elementKeys[0] ?? null };
    case FRAME_MESSAGE.HOVERED_ELEMENT_KEY:
      return { ...state, hovered: message.elementKey };
    case FRAME_MESSAGE.LATEST_HREF:
      return { ...state, href: message.href };
    case FRAME_MESSAGE.LATEST_HYDRATION_ERROR_STATUS:
      return { ...state, hydration: message.status };
    case FRAME_MESSAGE.INSTANT_UPDATE_DONE: {
      const change = message.changeItem as { id: string };
      return {
        ...state,
        updates: {
          ...state.updates,
          [change.id]: {
            successful: message.instantUpdateSuccessful,
            data: message.instantUpdateData,
          },
        },
      };
    }
    default:
      return state;
  }
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'route':
      return { ...state, route: action.route, status: 'Loading the preview…' };
    case 'frameLoading':
      return { ...state, connected: false, tree: null };
    case 'connected':
      return { ...state, connected: true, status: 'Connected' };
    case 'status':
      return { ...state, status: action.status };
    case 'select':
      return { ...state, selected: action.key };
    case 'zoom':
      return { ...state, zoom: action.zoom };
    case 'driveMode':
      return { ...state, driveMode: action.enabled };
    case 'manifest':
      return { ...state, manifest: action.manifest };
    case 'classSuggestions':
      return { ...state, classSuggestions: action.list };
    case 'frameMessage':
      return frameReducer(state, action.message);
    case 'serverPhase':
      return { ...state, serverPhases: { ...state.serverPhases, [action.changeId]: action.phase } };
    case 'serverResult':
      return {
        ...state,
        serverResults: { ...state.serverResults, [action.changeId]: action.result },
      };
    case 'toast':
      return { ...state, toast: action.toast };
  }
}
