/// <reference lib="dom" />
// The outer side of `npm run bench:frame`: hands the frame a port, then times each step from
// the request to the frame's message (what an outer editor actually waits for).
import {
  EXTENDED_MESSAGES_OPTION,
  NavTreeChunkAssembler,
  createChange,
  serializeChange,
  type NavTreeChunk,
} from '../../editor-engine/src/index.ts';

type Message = { id?: unknown; [field: string]: unknown };

const frameOrigin = `${location.protocol}//preview.localhost:${location.port}`;

function once<T>(
  predicate: (m: Message) => T | undefined,
  source: 'port' | 'window',
  port: MessagePort,
): Promise<T> {
  return new Promise((resolve) => {
    const listener = (event: MessageEvent) => {
      const hit = predicate(event.data as Message);
      if (hit === undefined) return;
      if (source === 'port') port.removeEventListener('message', listener);
      else window.removeEventListener('message', listener);
      resolve(hit);
    };
    if (source === 'port') port.addEventListener('message', listener);
    else window.addEventListener('message', listener);
  });
}

async function run(n: number): Promise<Record<string, number>> {
  const iframe = document.createElement('iframe');
  iframe.style.cssText = 'width: 1280px; height: 800px; border: 0';
  iframe.src = `${frameOrigin}/frame.html?n=${n}&editor=${encodeURIComponent(location.origin)}`;
  document.body.replaceChildren(iframe);
  await new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  const channel = new MessageChannel();
  const port = channel.port1;
  port.start();
  iframe.contentWindow!.postMessage('init', frameOrigin, [channel.port2]);
  let next = 0;
  const call = (functionName: string, ...args: unknown[]) => {
    const id = `b${next++}`;
    port.postMessage({ id, type: 'executeFunction', payload: { functionName, args } });
    return once((m) => (m.id === id ? m : undefined), 'port', port);
  };
  const fromFrame = (field: string) =>
    once(
      (m) => {
        const bench = m.bench as Record<string, number> | undefined;
        return bench && field in bench ? bench : undefined;
      },
      'window',
      port,
    );
  const out: Record<string, number> = { elements: n };

  // Long tasks are counted from here: the page's own build and first layout are not the layer's.
  void call('dispatchEvent', 'bench-longtasks');
  await fromFrame('longestTaskMs');

  // Nav tree: initProject → the whole tree received.
  let t0 = performance.now();
  // A large tree arrives in chunks of JSON text: joined and parsed, as the outer editor does.
  const assembler = new NavTreeChunkAssembler();
  const tree = once(
    (m) =>
      m.id === 'NAV_TREE' && 'navTree' in m
        ? m
        : m.id === 'NAV_TREE' && 'navTreeChunk' in m
          ? (assembler.accept(m.navTreeChunk as NavTreeChunk) ?? undefined)
          : undefined,
    'port',
    port,
  );
  // The page's HTML: with a small tree, after a chunked one on its own.
  const pageHtml = once(
    (m) => (m.id === 'NAV_TREE' && 'outerHTML' in m ? m : undefined),
    'port',
    port,
  );
  // Opts in to the frame's own shapes (the tree in chunks, then diffs), as web/editor does:
  // without it the frame speaks the existing protocol (one whole tree per change).
  void call('initProject', 'bench', null, null, null, { [EXTENDED_MESSAGES_OPTION]: true });
  await tree;
  out.navTreeMs = performance.now() - t0;
  // Measured apart: the tree is usable at once; the next measurements start after the HTML.
  await pageHtml;
  out.pageHtmlMs = performance.now() - t0;
  void call('dispatchEvent', 'bench-longtasks');
  out.longestTaskMs = (await fromFrame('longestTaskMs')).longestTaskMs!;

  // The floor: one walk reading each tagged element's bounding box once.
  void call('dispatchEvent', 'bench-floor');
  out.floorMs = (await fromFrame('floorMs')).floorMs!;
  // The floor's own walk is one long task by design: not counted, but it shows that long-task
  // timing works at all (a walk over 50 ms that the observer missed would make "0" meaningless).
  void call('dispatchEvent', 'bench-longtasks');
  out.floorTaskMs = (await fromFrame('longestTaskMs')).longestTaskMs!;

  // Instant update → INSTANT_UPDATE_DONE.
  const change = createChange('ADD_CLASS', {
    codebaseIdToAddClass: 'tempo-00000000-0000-4000-8000-000000000005',
    className: 'bench-added',
  });
  const done = once((m) => (m.id === 'INSTANT_UPDATE_DONE' ? m : undefined), 'port', port);
  // Its tree update (the layer's delay set to 0 here: this is the work, not the wait).
  const updated = once(
    (m) => (m.id === 'NAV_TREE' && 'navTreeDiff' in m ? m : undefined),
    'port',
    port,
  );
  t0 = performance.now();
  void call('applyChangeItemToDocument', serializeChange(change));
  await done;
  out.instantUpdateMs = performance.now() - t0;
  await updated;
  out.instantUpdateTreeMs = performance.now() - t0;

  // Hover → outline drawn (inside the frame).
  void call('dispatchEvent', 'bench-hover');
  out.hoverMs = (await fromFrame('hoverMs')).hoverMs!;

  // Nav-tree update after removing one element.
  t0 = performance.now();
  const diff = once(
    (m) => (m.id === 'NAV_TREE' && 'navTreeDiff' in m ? m : undefined),
    'port',
    port,
  );
  void call('dispatchEvent', 'bench-remove');
  await diff;
  out.removeTreeMs = performance.now() - t0;
  void call('dispatchEvent', 'bench-longtasks');
  out.longestTaskAfterMs = (await fromFrame('longestTaskMs')).longestTaskMs!;
  return out;
}

(window as unknown as { runBench: typeof run }).runBench = run;
