/**
 * @jest-environment jsdom
 */
// Forced pseudo-states apply copies of the page's own rules (Tailwind variants included), and
// rule inspection names breakpoints and dark mode and lists rules in specificity order.
import type { FrameLayer } from './layer.js';
import { connectedLayer, type FakePort, settle } from './spec-support/frame-harness.js';

const EDITOR = 'http://localhost:5204';
const ID = {
  app: 'tempo-11111111-1111-5111-8111-111111111111',
  button: 'tempo-22222222-2222-5222-8222-222222222222',
  h1: 'tempo-33333333-3333-5333-8333-333333333333',
};

let layer: FrameLayer;
let port: FakePort;

async function start(css: string): Promise<void> {
  sessionStorage.clear();
  document.head.innerHTML = `<style>${css}</style>`;
  document.body.innerHTML = `
    <div id="root">
      <div class="${ID.app} p-4">
        <h1 id="title" class="${ID.h1} text-4xl md:text-5xl dark:text-white hover:underline">Hi</h1>
        <button class="${ID.button} btn hover:bg-blue-700 focus:outline-2">Post a job</button>
      </div>
    </div>`;
  ({ layer, port } = await connectedLayer(EDITOR, []));
}

afterEach(() => {
  layer.stop();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

function select(selector: string): Element {
  const el = document.querySelector(selector)!;
  port.request('s1', 'setSelectedElement', layer.keyOf(el));
  return el;
}

/** The text of every style element the layer added. */
function layerCss(): string {
  return Array.from(document.querySelectorAll('style[data-arb89-rule]'))
    .map((style) => style.textContent)
    .join('\n');
}

const TAILWIND = `
  .btn { background-color: rgb(1, 1, 1); }
  .hover\\:bg-blue-700:hover { background-color: rgb(29, 78, 216); }
  @layer utilities {
    @media (hover: hover) {
      .hover\\:bg-blue-700:hover { background-color: var(--color-blue-700); }
    }
    .focus\\:outline-2:focus { outline-width: 2px; }
  }
  .other:hover { color: red; }
`;

describe('forced pseudo-states', () => {
  it('apply copies of the page’s own rules for the state, Tailwind variants included', async () => {
    await start(TAILWIND);
    const button = select('button');
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(1, 1, 1)');
    port.request('m1', 'setModifiersForSelectedElement', ['hover']);
    await settle();
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(29, 78, 216)');
    const css = layerCss();
    // The layered copy stays in its layer, without the hover-capability condition.
    expect(css).toMatch(
      /@layer utilities \{\s*\.hover\\:bg-blue-700\.arb89-force-hover \{[^}]*var\(--color-blue-700\)/,
    );
    expect(css).not.toContain('(hover: hover)');
    expect(css).not.toContain('.other');
    expect(css).not.toContain('outline');
  });

  it('are taken off when the modifiers are cleared or another element is selected', async () => {
    await start(TAILWIND);
    const button = select('button');
    port.request('m1', 'setModifiersForSelectedElement', ['hover', 'focus']);
    await settle();
    expect(layerCss()).toContain('.focus\\:outline-2.arb89-force-focus');
    port.request('m2', 'setModifiersForSelectedElement', []);
    await settle();
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(1, 1, 1)');
    expect(layerCss()).not.toContain('arb89-force');

    port.request('m3', 'setModifiersForSelectedElement', ['hover']);
    await settle();
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(29, 78, 216)');
    select('h1');
    await settle();
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(1, 1, 1)');
    expect(button.className).not.toContain('arb89-force');
    expect(layerCss()).not.toContain('arb89-force');
  });
});

// No opt-in at initProject here: the rules arrive under the existing protocol's name.
describe('rule inspection', () => {
  const PAGE = `
    h1 { margin: 0; }
    .p-4 { padding: 16px; color: rgb(1, 2, 3); }
    #title { letter-spacing: 1px; }
    .text-4xl { font-size: 36px; }
    @layer utilities {
      @media (hover: hover) { .hover\\:underline:hover { text-decoration-line: underline; } }
      @media (width >= 48rem) { .md\\:text-5xl { font-size: 48px; } }
      .dark\\:text-white:where(.dark, .dark *) { color: white; }
    }
    @media (prefers-color-scheme: dark) { h1 { background: black; } }
    @media (min-width: 700px) { .p-4 { padding: 20px; } }
  `;

  it('names breakpoints and dark mode and orders rules by specificity, then source', async () => {
    await start(PAGE);
    select('h1');
    port.request('c1', 'processRulesForSelectedElement');
    await settle();
    const rules = port.last('PROCESSED_CSS_RULES_FOR_ELEMENT')!.processedCssRules as {
      selector: string;
      modifiers: string[];
      breakpoint: string | null;
      dark: boolean;
      inherited: boolean;
      specificity: number[];
    }[];
    expect(
      rules.map(({ selector, modifiers, breakpoint, dark, inherited, specificity }) => ({
        selector,
        modifiers,
        breakpoint,
        dark,
        inherited,
        specificity,
      })),
    ).toEqual([
      {
        selector: '#title',
        modifiers: [],
        breakpoint: null,
        dark: false,
        inherited: false,
        specificity: [1, 0, 0],
      },
      {
        selector: '.hover\\:underline:hover',
        modifiers: ['hover'],
        breakpoint: null,
        dark: false,
        inherited: false,
        specificity: [0, 2, 0],
      },
      {
        selector: '.dark\\:text-white:where(.dark, .dark *)',
        modifiers: ['dark'],
        breakpoint: null,
        dark: true,
        inherited: false,
        specificity: [0, 1, 0],
      },
      {
        selector: '.md\\:text-5xl',
        modifiers: ['md'],
        breakpoint: 'md',
        dark: false,
        inherited: false,
        specificity: [0, 1, 0],
      },
      {
        selector: '.text-4xl',
        modifiers: [],
        breakpoint: null,
        dark: false,
        inherited: false,
        specificity: [0, 1, 0],
      },
      {
        selector: 'h1',
        modifiers: ['dark'],
        breakpoint: null,
        dark: true,
        inherited: false,
        specificity: [0, 0, 1],
      },
      {
        selector: 'h1',
        modifiers: [],
        breakpoint: null,
        dark: false,
        inherited: false,
        specificity: [0, 0, 1],
      },
      {
        selector: '.p-4',
        modifiers: [],
        breakpoint: null,
        dark: false,
        inherited: true,
        specificity: [0, 1, 0],
      },
    ]);
  });

  it('marks as not applied the rules that need a state, dark mode or another width', async () => {
    await start(PAGE);
    window.matchMedia = ((query: string) => ({ matches: query.includes('48rem') })) as never;
    select('h1');
    port.request('c1', 'processRulesForSelectedElement');
    await settle();
    const rules = port.last('PROCESSED_CSS_RULES_FOR_ELEMENT')!.processedCssRules as {
      selector: string;
      applied: boolean;
    }[];
    const applied = Object.fromEntries(rules.map((r) => [r.selector, r.applied]));
    expect(applied).toMatchObject({
      '#title': true,
      '.hover\\:underline:hover': false,
      '.dark\\:text-white:where(.dark, .dark *)': false,
      '.md\\:text-5xl': true,
    });
  });
});
