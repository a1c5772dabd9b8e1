import {
  buildApiRequest,
  itemFlags,
  type ApiRequest,
  type JsonValue,
  type LedgerItem,
} from 'editor-engine';
import { memo, useState, type ReactElement } from 'react';
import { CANVAS_ID } from './editor-constants';
import type { ServerPhase } from './store';
import type { WriteBackResult } from './write-back';

const PHASE_WORDS: Record<ServerPhase, string> = {
  pending: 'not sent yet',
  sent: 'sent',
  written: 'written',
  unchanged: 'nothing to write',
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
  else if (result?.ok && flags.failed) parts.push('nothing written: the source already reads so');
  else if (result?.ok) parts.push('written to the source');
  else if (result)
    parts.push(`refused: ${result.message ?? ''}${result.code ? ` (${result.code})` : ''}`);
  return parts.join(' · ');
}

/** The request a change makes, built only while its details are open (long ledgers stay cheap). */
function RequestDetails(props: {
  item: LedgerItem;
  lookup: (codebaseId: string) => JsonValue | null;
}) {
  const [open, setOpen] = useState(false);
  let text = '';
  if (open) {
    try {
      const request: ApiRequest = buildApiRequest(props.item.change, CANVAS_ID, props.lookup);
      text = `POST ${request.urlPath}\n${JSON.stringify(request.body, null, 2)}`;
    } catch (error) {
      text = error instanceof Error ? error.message : String(error);
    }
  }
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>API request</summary>
      {open ? <pre>{text}</pre> : null}
    </details>
  );
}

/** One change; re-rendered only when something of its own changes. */
const LedgerRow = memo(function LedgerRow(props: {
  item: LedgerItem;
  update: { successful: boolean } | undefined;
  result: WriteBackResult | undefined;
  phase: ServerPhase | undefined;
  lookup: (codebaseId: string) => JsonValue | null;
}) {
  const { item, result } = props;
  return (
    <li
      data-change-type={item.change.type}
      data-phase={item.state.phase}
      data-server-phase={props.phase ?? 'pending'}
    >
      <strong>{item.change.changeName}</strong>{' '}
      <span className="server-phase">{PHASE_WORDS[props.phase ?? 'pending']}</span>{' '}
      <span className="state">{describeState(item, props.update, result)}</span>
      {result?.files?.length ? (
        <details>
          <summary>Source diff</summary>
          <pre className="diff">{result.files.map((f) => f.diff).join('\n')}</pre>
        </details>
      ) : null}
      <RequestDetails item={item} lookup={props.lookup} />
    </li>
  );
});

/**
 * A long session's earlier changes stay in the ledger (undo reaches them) but are not listed:
 * the panel re-renders with every answer, and a list of hundreds made each one slow.
 */
const SHOWN = 50;

type RowProps = Parameters<typeof LedgerRow>[0];

/**
 * Each listed change's row element, with the props it was made with (a ledger item is a new
 * object whenever it changes, so an old one's entry goes with it).
 */
const rowElements = new WeakMap<LedgerItem, { props: RowProps; element: ReactElement }>();

/** The rest of a row's props (the item is the cache's key). */
const sameRow = (a: RowProps, b: RowProps) =>
  a.update === b.update && a.result === b.result && a.phase === b.phase && a.lookup === b.lookup;

/** The session's latest changes, the latest first. */
export const Ledger = memo(function Ledger(props: {
  items: readonly LedgerItem[];
  updates: Record<string, { successful: boolean; data: unknown }>;
  results: Record<string, WriteBackResult>;
  phases: Record<string, ServerPhase>;
  lookup: (codebaseId: string) => JsonValue | null;
}) {
  // A row whose props are unchanged gets the element it had: React skips it without comparing,
  // and the editor runs React's development build, where making an element records a stack.
  const rows = props.items
    .slice(-SHOWN)
    .reverse()
    .map((item) => {
      const id = item.change.id;
      const rowProps: RowProps = {
        item,
        update: props.updates[id],
        result: props.results[id],
        phase: props.phases[id],
        lookup: props.lookup,
      };
      const made = rowElements.get(item);
      if (made && sameRow(made.props, rowProps)) return made.element;
      const element = <LedgerRow key={id} {...rowProps} />;
      rowElements.set(item, { props: rowProps, element });
      return element;
    });
  return (
    <section aria-label="Change ledger" className="ledger">
      <h2>Changes</h2>
      {props.items.length === 0 ? <p className="empty">No changes yet.</p> : null}
      <ol>{rows}</ol>
      {props.items.length > SHOWN ? (
        <p className="empty">{props.items.length - SHOWN} earlier changes not listed</p>
      ) : null}
    </section>
  );
});
