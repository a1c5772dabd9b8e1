import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

import { compressArgs, makeError, makeResult } from './protocol-editor.js';
import {
  isEditorOrigin,
  parseWindowMessage,
  parseWireRequest,
  toWireReply,
  wireError,
  wireResult,
} from './protocol-wire.js';

const EDITOR = 'http://editor.localhost:5173';

describe('isEditorOrigin', () => {
  it('accepts only the configured origin, ignoring case and a trailing path', () => {
    expect(isEditorOrigin('http://editor.localhost:5173', EDITOR)).toBe(true);
    expect(isEditorOrigin('HTTP://Editor.Localhost:5173', `${EDITOR}/__editor`)).toBe(true);
    expect(isEditorOrigin('http://editor.localhost:5174', EDITOR)).toBe(false);
    expect(isEditorOrigin('https://editor.localhost:5173', EDITOR)).toBe(false);
    expect(isEditorOrigin('http://evil.example', EDITOR)).toBe(false);
    expect(isEditorOrigin('null', EDITOR)).toBe(false);
    expect(isEditorOrigin('', EDITOR)).toBe(false);
    expect(isEditorOrigin('http://x', 'not an origin')).toBe(false);
    expect(isEditorOrigin('http://anything', '*')).toBe(true);
  });

  it('never accepts an origin that differs from the editor origin', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const origin = /^[a-z]+:\/\/[^/?#]+/i.exec(url)![0];
        expect(isEditorOrigin(origin, EDITOR)).toBe(origin.toLowerCase() === EDITOR);
      }),
    );
  });
});

describe('parseWindowMessage', () => {
  it("reads postMessage('init', origin, [port]) from the editor origin only, with a port", () => {
    expect(parseWindowMessage('init', EDITOR, EDITOR, 1)).toEqual({ type: 'init' });
    expect(parseWindowMessage({ type: 'init' }, EDITOR, EDITOR, 1)).toEqual({ type: 'init' });
    expect(parseWindowMessage({ id: 'init' }, EDITOR, EDITOR, 1)).toEqual({ type: 'init' });
    expect(parseWindowMessage('init', EDITOR, EDITOR, 0)).toBeNull();
    expect(parseWindowMessage('init', 'http://evil.example', EDITOR, 1)).toBeNull();
  });

  it('reads a wire request sent on the window, and ignores anything else', () => {
    const data = { id: 'r1', type: 'executeFunction', payload: { functionName: 'refresh' } };
    expect(parseWindowMessage(data, EDITOR, EDITOR, 0)).toEqual({
      type: 'request',
      request: {
        type: 'executeFunction',
        requestId: 'r1',
        functionName: 'refresh',
        args: [],
        storyboardId: null,
      },
    });
    expect(parseWindowMessage(data, 'http://evil.example', EDITOR, 0)).toBeNull();
    expect(parseWindowMessage('hello', EDITOR, EDITOR, 0)).toBeNull();
    expect(parseWindowMessage({ type: 'webpackOk' }, EDITOR, EDITOR, 0)).toBeNull();
  });
});

describe('parseWireRequest', () => {
  it('reads executeFunction with args or compressedArgs; the request id is the wire id', () => {
    expect(
      parseWireRequest({
        id: 7,
        type: 'executeFunction',
        payload: { functionName: 'initProject', compressedArgs: compressArgs(['sb1', 2]) },
      }),
    ).toEqual({
      type: 'executeFunction',
      requestId: 7,
      functionName: 'initProject',
      args: ['sb1', 2],
      storyboardId: 'sb1',
    });
    expect(
      parseWireRequest({
        id: 'a',
        type: 'executeFunction',
        payload: { functionName: 'setZoomPerc', args: [150] },
      }),
    ).toMatchObject({ requestId: 'a', functionName: 'setZoomPerc', args: [150] });
    expect(
      parseWireRequest({ id: 'b', type: 'executeFunction', payload: { functionName: 'nope' } }),
    ).toEqual({ type: 'unknownFunction', requestId: 'b', functionName: 'nope' });
  });

  it('reads inspectElement and GET_STATE_AND_PROPS', () => {
    expect(
      parseWireRequest({
        id: 'i',
        type: 'inspectElement',
        payload: { componentName: 'Card', isComponent: true },
      }),
    ).toEqual({
      type: 'inspectElement',
      requestId: 'i',
      componentName: 'Card',
      isComponent: true,
      tempoElementID: null,
      componentElementId: null,
    });
    expect(
      parseWireRequest({
        id: 's',
        type: 'GET_STATE_AND_PROPS',
        payload: { componentName: 'Card', id: 'x' },
      }),
    ).toEqual({ type: 'GET_STATE_AND_PROPS', requestId: 's', componentName: 'Card', id: 'x' });
  });

  it('ignores messages without an id or payload, with an unknown type or bad arguments', () => {
    const ok = { id: 'r', type: 'executeFunction', payload: { functionName: 'refresh' } };
    expect(parseWireRequest({ ...ok, id: undefined })).toBeNull();
    expect(parseWireRequest({ ...ok, id: '' })).toBeNull();
    expect(parseWireRequest({ ...ok, id: Number.NaN })).toBeNull();
    expect(parseWireRequest({ ...ok, payload: undefined })).toBeNull();
    expect(parseWireRequest({ ...ok, type: 'init' })).toBeNull();
    expect(parseWireRequest({ ...ok, type: 'somethingElse' })).toBeNull();
    expect(
      parseWireRequest({ ...ok, payload: { functionName: 'refresh', compressedArgs: '%%%' } }),
    ).toBeNull();
    expect(parseWireRequest(null)).toBeNull();
    expect(parseWireRequest(['r', 'executeFunction'])).toBeNull();
  });
});

describe('wire replies', () => {
  it('answers under the request id: fields beside the id, other results as result', () => {
    expect(wireResult('r1', { navTree: 1 })).toEqual({ id: 'r1', navTree: 1 });
    expect(wireResult('r1', { id: 'spoof' })).toEqual({ id: 'r1' });
    expect(wireResult(2, true)).toEqual({ id: 2, result: true });
    expect(wireResult(2, ['a'])).toEqual({ id: 2, result: ['a'] });
    expect(wireResult(3)).toEqual({ id: 3 });
    expect(wireError('r2', 'Could not find element')).toEqual({
      id: 'r2',
      error: 'Could not find element',
    });
    expect(toWireReply(makeResult('r', { a: 1 }))).toEqual({ id: 'r', a: 1 });
    expect(toWireReply(makeError('r', 'No component name'))).toEqual({
      id: 'r',
      error: 'No component name',
    });
  });
});
