/**
 * The 'Edit Dynamic Text' button (visual-editor spec, § 2): beside a selected element whose text is
 * computed, a labelled button with a pencil icon (EDIT_BUTTON_ICON_PX). Activating it asks the
 * editor to edit the text's source (EDIT_DYNAMIC_TEXT). The button is the layer's own: it carries
 * the outline class and the skip attribute, so the nav tree leaves it out.
 */
import { OUTLINE_CLASS, SKIP_NAV_TREE_ATTRIBUTE } from 'editor-engine';
import { EDIT_BUTTON_ICON_PX } from './view-constants.js';

export const EDIT_BUTTON_LABEL = 'Edit Dynamic Text';

const SVG = 'http://www.w3.org/2000/svg';
// A pencil (24-unit view box, drawn at EDIT_BUTTON_ICON_PX).
const PENCIL_PATH = 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4';

export class EditButton {
  private button: HTMLButtonElement | null = null;

  constructor(
    private readonly doc: Document,
    /** Called when the user activates the button. */
    private readonly onActivate: () => void,
  ) {}

  /** Whether `node` is (inside) the button. */
  contains(node: Node | null): boolean {
    return node !== null && this.button !== null && this.button.contains(node);
  }

  /** Shows the button above `rect`'s top-right corner (below it when there is no room). */
  showAt(rect: DOMRect): void {
    const button = (this.button ??= this.create());
    button.style.left = `${rect.right}px`;
    button.style.transform = 'translateX(-100%)';
    const height = EDIT_BUTTON_ICON_PX + 4;
    button.style.top = `${rect.top >= height ? rect.top - height : rect.bottom}px`;
    if (!button.isConnected) this.doc.body.appendChild(button);
  }

  hide(): void {
    this.button?.remove();
  }

  private create(): HTMLButtonElement {
    const button = this.doc.createElement('button');
    button.type = 'button';
    button.className = `${OUTLINE_CLASS} arb89-edit-dynamic-text`;
    button.setAttribute(SKIP_NAV_TREE_ATTRIBUTE, '');
    Object.assign(button.style, {
      position: 'fixed',
      zIndex: '2000000005',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '4px',
      font: '12px ui-sans-serif, system-ui, sans-serif',
      padding: '2px 8px 2px 4px',
      background: '#4597F7',
      color: '#fff',
      border: '0',
      borderRadius: '3px',
      cursor: 'pointer',
    });
    button.append(this.icon(), EDIT_BUTTON_LABEL);
    button.addEventListener('click', (event) => {
      event.stopPropagation();
      this.onActivate();
    });
    return button;
  }

  private icon(): SVGSVGElement {
    const svg = this.doc.createElementNS(SVG, 'svg');
    const size = String(EDIT_BUTTON_ICON_PX);
    svg.setAttribute('width', size);
    svg.setAttribute('height', size);
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('data-edit-icon', '');
    const path = this.doc.createElementNS(SVG, 'path');
    path.setAttribute('d', PENCIL_PATH);
    path.setAttribute('fill', 'none');
    path.setAttribute('stroke', 'currentColor');
    path.setAttribute('stroke-width', '2');
    path.setAttribute('stroke-linejoin', 'round');
    svg.appendChild(path);
    return svg;
  }
}
