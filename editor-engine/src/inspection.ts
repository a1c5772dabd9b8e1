/**
 * Inspection replies and hydration status: values made safe to post (objects and functions
 * become markers), and the hydration status message (visual-editor spec, § 3, § 4 and § 8).
 */
import {
  FRAME_MESSAGE,
  frameMessage,
  type FrameMessage,
  type HydrationStatus,
} from './protocol-frame.js';
import { makeResult, type Reply, type RequestId } from './protocol-editor.js';

/** Marker that replaces an object value in a state-and-props reply. */
export const TEMPO_OBJECT_TYPE = 'TEMPO_OBJECT_TYPE';
/** Marker that replaces a function value in a state-and-props reply. */
export const TEMPO_FUNCTION_TYPE = 'TEMPO_FUNCTION_TYPE';

function inspectionLeaf(value: unknown): unknown {
  if (typeof value === 'function') return TEMPO_FUNCTION_TYPE;
  // null too, as existing outer editors get it (`typeof null` is 'object').
  if (typeof value === 'object') return TEMPO_OBJECT_TYPE;
  if (typeof value === 'symbol' || typeof value === 'bigint') return String(value);
  return value;
}

/**
 * Makes props or state safe to post: a record or array keeps its entries, but each entry that
 * is an object (arrays included) becomes `TEMPO_OBJECT_TYPE` and each function
 * `TEMPO_FUNCTION_TYPE`. A top-level function becomes the function marker; primitives are
 * kept (symbols and bigints as their text, which messages cannot carry otherwise).
 */
export function serializeForInspection(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inspectionLeaf);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries(value)) out[name] = inspectionLeaf(entry);
    return out;
  }
  return inspectionLeaf(value);
}

/** The state-and-props reply, with values made safe by `serializeForInspection`. */
export function makeStateAndPropsReply(
  requestId: RequestId | null,
  reply: { readonly id: string; readonly props: unknown; readonly state: unknown },
): Reply {
  return makeResult(requestId, {
    id: reply.id,
    props: serializeForInspection(reply.props),
    state: serializeForInspection(reply.state),
  });
}

/**
 * Hydration status from an error description: `error` if it contains 'Hydration failed',
 * `other_error` for any other description, `no_error` when there is none (or it is blank).
 */
export function classifyHydrationError(description: string | null | undefined): HydrationStatus {
  if (description == null || description.trim() === '') return 'no_error';
  return description.includes('Hydration failed') ? 'error' : 'other_error';
}

/** The LATEST_HYDRATION_ERROR_STATUS message for an error description (or none). */
export function hydrationStatusMessage(
  description: string | null | undefined,
  label: string | null = null,
  body: string | null = null,
): FrameMessage<'LATEST_HYDRATION_ERROR_STATUS'> {
  const status = classifyHydrationError(description);
  return frameMessage(FRAME_MESSAGE.LATEST_HYDRATION_ERROR_STATUS, {
    status,
    errorDescr: status === 'no_error' ? null : (description ?? null),
    errorLabel: status === 'no_error' ? null : label,
    errorBody: status === 'no_error' ? null : body,
  });
}
