import { gateWindowMessage, isFramed } from './frame-gate.js';

const EDITOR = 'http://localhost:5204';
const parent = {} as Window;
const framed = { parent } as unknown as Window;
const top = {} as { parent?: unknown };
top.parent = top;
const unframed = top as unknown as Window;
const port = {} as MessagePort;
const request = { id: 'r1', type: 'executeFunction', payload: { functionName: 'updateOutlines' } };

function event(data: unknown, source: unknown, origin = EDITOR, ports = [port]) {
  return { data, origin, ports, source } as unknown as MessageEvent;
}

describe('the frame gate', () => {
  it('knows a framed window from a top-level one', () => {
    expect(isFramed(framed)).toBe(true);
    expect(isFramed(unframed)).toBe(false);
  });

  it('takes the handshake only in a frame, from its parent, from the editor origin', () => {
    expect(gateWindowMessage(event('init', parent), framed, EDITOR, false)).toEqual({
      type: 'init',
      port,
    });
    expect(gateWindowMessage(event('init', {}), framed, EDITOR, false)).toBeNull();
    expect(gateWindowMessage(event('init', unframed), unframed, EDITOR, false)).toBeNull();
    expect(
      gateWindowMessage(event('init', parent, 'http://evil.localhost'), framed, EDITOR, false),
    ).toBeNull();
  });

  it('takes window requests only once connected', () => {
    expect(gateWindowMessage(event(request, parent), framed, EDITOR, false)).toBeNull();
    expect(gateWindowMessage(event(request, parent), framed, EDITOR, true)).toMatchObject({
      type: 'request',
    });
  });
});
