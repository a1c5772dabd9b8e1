/**
 * Draws the engine's outline plans (`planOutlines`; visual-editor spec, § 2 and § 9): a fixed layer
 * of boxes, each from the plan's kind, colour role, box and label, scaled by the plan's zoom scale,
 * with the colours and stacking of view-constants. Which outlines exist and their labels are the
 * engine's; the plan is asked for at every redraw, and the adapter's lookup reads each element's
 * current client rect then (lazily), so the boxes follow scrolling, resizing and layout shifts.
 * Redraws are throttled to one per OUTLINE_UPDATE_THROTTLE_MS (leading and trailing, so the last
 * position is always drawn).
 */
import {
  OUTLINE_CLASS,
  OUTLINE_UPDATE_THROTTLE_MS,
  SKIP_NAV_TREE_ATTRIBUTE,
  type Outline,
  type OutlinePlan,
} from 'editor-engine';
import { FLOATING_LABEL_HEIGHT_PX, OUTLINE_Z_INDEX, outlineColours } from './view-constants.js';

/** What to draw now and which elements to watch for size changes. */
export interface OutlineFrame {
  plan: OutlinePlan;
  elements: readonly Element[];
}

export const OUTLINE_LAYER_ATTRIBUTE = 'data-arb89-outline-layer';

export class OutlineLayer {
  readonly layer: HTMLDivElement;
  private plan: () => OutlineFrame = () => ({
    plan: { outlines: [], scale: 1, aiContext: false },
    elements: [],
  });
  private hidden = false;
  private lastDraw = -Infinity;
  private trailing: ReturnType<typeof setTimeout> | null = null;
  private readonly resizeObserver: ResizeObserver | null;
  private observed = new Set<Element>();

  constructor(private readonly doc: Document = document) {
    this.layer = doc.createElement('div');
    this.layer.className = OUTLINE_CLASS;
    this.layer.setAttribute(SKIP_NAV_TREE_ATTRIBUTE, '');
    this.layer.setAttribute(OUTLINE_LAYER_ATTRIBUTE, '');
    this.layer.setAttribute('aria-hidden', 'true');
    Object.assign(this.layer.style, {
      position: 'fixed',
      inset: '0',
      pointerEvents: 'none',
      zIndex: String(OUTLINE_Z_INDEX.layer),
      overflow: 'hidden',
    });
    this.resizeObserver =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => this.schedule());
  }

  attach(): void {
    this.doc.body.appendChild(this.layer);
    const view = this.doc.defaultView;
    view?.addEventListener('scroll', this.onViewportChange, { capture: true, passive: true });
    view?.addEventListener('resize', this.onViewportChange, { passive: true });
  }

  detach(): void {
    const view = this.doc.defaultView;
    view?.removeEventListener('scroll', this.onViewportChange, { capture: true });
    view?.removeEventListener('resize', this.onViewportChange);
    this.resizeObserver?.disconnect();
    this.layer.remove();
  }

  private readonly onViewportChange = () => this.schedule();

  setPlanSource(source: () => OutlineFrame): void {
    this.plan = source;
  }

  setHidden(hidden: boolean): void {
    this.hidden = hidden;
    this.drawNow();
  }

  /** Redraws now if the throttle allows, else once the throttle window ends. */
  schedule(): void {
    const now = performance.now();
    const wait = this.lastDraw + OUTLINE_UPDATE_THROTTLE_MS - now;
    if (wait <= 0) {
      this.drawNow();
      return;
    }
    if (this.trailing === null) {
      this.trailing = setTimeout(() => {
        this.trailing = null;
        this.drawNow();
      }, wait);
    }
  }

  drawNow(): void {
    this.lastDraw = performance.now();
    if (this.trailing !== null) {
      clearTimeout(this.trailing);
      this.trailing = null;
    }
    const boxes: HTMLElement[] = [];
    let watched = new Set<Element>();
    if (!this.hidden) {
      const { plan, elements } = this.plan();
      const colours = outlineColours(plan.aiContext);
      for (const outline of plan.outlines) {
        boxes.push(this.box(outline, colours[outline.colour], plan.scale));
      }
      watched = new Set(elements);
    }
    this.layer.replaceChildren(...boxes);
    this.watch(watched);
  }

  private watch(elements: Set<Element>): void {
    if (!this.resizeObserver) return;
    for (const element of this.observed) {
      if (!elements.has(element)) this.resizeObserver.unobserve(element);
    }
    for (const element of elements) {
      if (!this.observed.has(element)) this.resizeObserver.observe(element);
    }
    this.observed = elements;
  }

  private box(outline: Outline, colour: string, scale: number): HTMLElement {
    const { box: rect, kind } = outline;
    const union = outline.key === null && kind !== 'move';
    const width = (kind === 'primary' || kind === 'move' ? 2 : 1) * scale;
    const box = this.doc.createElement('div');
    box.className = `${OUTLINE_CLASS} ${OUTLINE_CLASS}-${kind}`;
    box.dataset.outlineKind = union ? 'union' : kind;
    Object.assign(box.style, {
      position: 'fixed',
      left: `${rect.left}px`,
      top: `${rect.top}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
      boxSizing: 'border-box',
      outline: `${width}px ${union ? 'dashed' : 'solid'} ${colour}`,
      outlineOffset: `-${width}px`,
      zIndex: String(OUTLINE_Z_INDEX[kind]),
      pointerEvents: 'none',
    });
    const label = outline.label
      ? [outline.label.size, outline.label.name].filter((part) => part).join(' ')
      : '';
    if (label) {
      const tag = this.doc.createElement('div');
      tag.className = `${OUTLINE_CLASS}-label`;
      tag.textContent = label;
      const labelHeight = FLOATING_LABEL_HEIGHT_PX;
      Object.assign(tag.style, {
        position: 'absolute',
        left: '0',
        // Above the box when there is room, else inside it.
        top: rect.top >= labelHeight * scale ? `-${labelHeight * scale}px` : '0',
        height: `${labelHeight * scale}px`,
        lineHeight: `${labelHeight * scale}px`,
        padding: `0 ${10 * scale}px`,
        font: `${13 * scale}px/1 ui-sans-serif, system-ui, sans-serif`,
        color: '#fff',
        background: colour,
        whiteSpace: 'nowrap',
        borderRadius: `${3 * scale}px`,
      });
      box.appendChild(tag);
    }
    return box;
  }
}
