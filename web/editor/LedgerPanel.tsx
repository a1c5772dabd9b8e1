import {
  buildApiRequest,
  itemFlags,
  type ApiRequest,
  type JsonValue,
  type LedgerItem,
} from 'editor-engine';
import { CANVAS_ID } from './editor-constants';
import type { ServerPhase } from './store';
import type { WriteBackResult } from './write-back';

const PHASE_WORDS: Record<ServerPhase, string> = {
  pending: 'not sent yet',
  sent: 'sent',
  written: 'written',
  refused: 'refused',
};

function describeState(
  item: LedgerItem,
  update: { successful: boolean } | undefined,
  result: WriteBackResult | undefined,
): string {
  const flags = itemFlags(item);
  const parts: string[] = [item.state.phase];
  if (update) parts.push(update.successful ? 'shown' : 'not shown');
  if (flags.failed) parts.push('failed');
  if (!flags.finished && result?.unavailable) {
    parts.push('request not sent (write-back server not available)');
  } else if (!flags.finished) parts.push('writing to the source…');
  else if (result?.ok) parts.push('written to the source');
  else if (result)
    parts.push(`refused: ${result.message ?? ''}${result.code ? ` (${result.code})` : ''}`);
  return parts.join(' · ');
}

export function Ledger(props: {
  items: readonly LedgerItem[];
  updates: Record<string, { successful: boolean; data: unknown }>;
  results: Record<string, WriteBackResult>;
  phases: Record<string, ServerPhase>;
  lookup: (codebaseId: string) => JsonValue | null;
}) {
  return (
    <section aria-label="Change ledger" className="ledger">
      <h2>Changes</h2>
      {props.items.length === 0 ? <p className="empty">No changes yet.</p> : null}
      <ol>
        {[...props.items].reverse().map((item) => {
          let request: ApiRequest | string;
          try {
            request = buildApiRequest(item.change, CANVAS_ID, props.lookup);
          } catch (error) {
            request = error instanceof Error ? error.message : String(error);
          }
          return (
            <li
              key={item.change.id}
              data-change-type={item.change.type}
              data-phase={item.state.phase}
              data-server-phase={props.phases[item.change.id] ?? 'pending'}
            >
              <strong>{item.change.changeName}</strong>{' '}
              <span className="server-phase">
                {PHASE_WORDS[props.phases[item.change.id] ?? 'pending']}
              </span>{' '}
              <span className="state">
                {describeState(item, props.updates[item.change.id], props.results[item.change.id])}
              </span>
              {props.results[item.change.id]?.files?.length ? (
                <details>
                  <summary>Source diff</summary>
                  <pre className="diff">
                    {props.results[item.change.id]!.files!.map((f) => f.diff).join('\n')}
                  </pre>
                </details>
              ) : null}
              <details>
                <summary>API request</summary>
                <pre>
                  {typeof request === 'string'
                    ? request
                    : `POST ${request.urlPath}\n${JSON.stringify(request.body, null, 2)}`}
                </pre>
              </details>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
