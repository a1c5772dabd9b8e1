/// <reference lib="dom" />
// The preview side of `npm run bench:frame`: a synthetic page of N tagged elements with the
// frame layer running, plus hooks the benchmark triggers through the layer's own
// `dispatchEvent` function (the page is cross-origin to the editor).
import { FrameLayer, editingLayerStart, snapshotPage } from '../../editor-dom-adapter/src/index.ts';
import {
  NavTreeChunkAssembler,
  NavTreeSession,
  wholeNavTreeMessages,
} from '../../editor-engine/src/index.ts';

const params = new URLSearchParams(location.search);
const n = Number(params.get('n') ?? 1000);
const editorOrigin = params.get('editor') ?? '';

function id(i: number): string {
  return `tempo-00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
}

// Rows of 10: a section per row, each with 9 tagged children (some with text, some nested).
function buildPage(root: Element, count: number): void {
  const app = document.createElement('div');
  app.className = `${id(0)} app`;
  let made = 1;
  let row = 0;
  while (made < count) {
    const section = document.createElement('section');
    section.className = `${id(1 + row * 10)} row`;
    made++;
    for (let j = 0; j < 9 && made < count; j++) {
      const cell = document.createElement(j % 3 === 0 ? 'p' : 'div');
      cell.className = `${id(2 + row * 10 + j)} cell p-1`;
      cell.textContent = `Row ${row} cell ${j}`;
      section.appendChild(cell);
      made++;
    }
    app.appendChild(section);
    row++;
  }
  root.appendChild(app);
}

const longTasks: number[] = [];
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
} catch {
  // no long-task timing in this browser
}

function report(result: Record<string, number>): void {
  window.parent.postMessage({ bench: result }, editorOrigin);
}

buildPage(document.getElementById('root')!, n);
const start = editingLayerStart(location);
if (start.active) {
  const layer = new FrameLayer({ editorOrigin, flags: start.flags, navTreeDelayMs: 0 });
  layer.start();
  (window as unknown as { benchLayer: FrameLayer }).benchLayer = layer;

  // Where the nav-tree time goes, each part alone (unsliced).
  (window as unknown as { benchParts: () => Promise<Record<string, number>> }).benchParts =
    async () => {
      const out: Record<string, number> = {};
      const root = document.getElementById('root')!;
      // As the layer walks: no bounding boxes (outlines read their own rects).
      let t = performance.now();
      const snap = await snapshotPage(root, { sliceMs: 1e9, boxes: false });
      out.snapshot = performance.now() - t;
      t = performance.now();
      const session = new NavTreeSession<Element>({ storyboardId: 'x', liftContainers: true });
      const update = session.rebuild(snap);
      out.rebuild = performance.now() - t;
      t = performance.now();
      void document.documentElement.outerHTML.length;
      out.outerHTML = performance.now() - t;
      t = performance.now();
      const chunks = [
        ...wholeNavTreeMessages(update.tree, update.nodeCount, () => '', 'parts'),
      ].flatMap((m) => ('navTreeChunk' in m ? [m.navTreeChunk] : []));
      out.chunks = performance.now() - t;
      t = performance.now();
      structuredClone(chunks);
      out.chunksClone = performance.now() - t;
      t = performance.now();
      const assembler = new NavTreeChunkAssembler();
      for (const chunk of chunks) assembler.accept(chunk);
      out.assemble = performance.now() - t;
      t = performance.now();
      structuredClone(update.tree);
      out.clone = performance.now() - t;
      t = performance.now();
      await snapshotPage(root, { sliceMs: 1e9 });
      out.snapshotWithBoxes = performance.now() - t;
      t = performance.now();
      await snapshotPage(root, { sliceMs: 1e9, react: false, boxes: false });
      out.snapshotNoReact = performance.now() - t;
      return out;
    };
  window.addEventListener('bench-floor', () => {
    void document.body.offsetHeight; // clean layout, as the layer finds it
    const t0 = performance.now();
    const walker = document.createTreeWalker(
      document.getElementById('root')!,
      NodeFilter.SHOW_ELEMENT,
    );
    let sum = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node as Element;
      if (el.className.includes('tempo-')) sum += el.getBoundingClientRect().width;
    }
    report({ floorMs: performance.now() - t0, checksum: sum > 0 ? 1 : 0 });
  });
  window.addEventListener('bench-hover', () => {
    const target = document.getElementsByClassName(id(2 + 10 * Math.floor(n / 20)))[0];
    const t0 = performance.now();
    target.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 5, clientY: 5 }));
    const drawn = layer.outlines.layer.children.length;
    report({ hoverMs: performance.now() - t0, drawn });
  });
  window.addEventListener('bench-remove', () => {
    document.getElementsByClassName(id(3))[0]?.remove();
  });
  window.addEventListener('bench-longtasks', () => {
    report({ longestTaskMs: longTasks.length > 0 ? Math.max(...longTasks) : 0 });
    longTasks.length = 0;
  });
}
