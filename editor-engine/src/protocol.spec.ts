import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import LZString from 'lz-string';

import {
  CALLABLE_FUNCTIONS,
  compressArgs,
  decompressArgs,
  isCallableFunctionName,
  parseIncoming,
} from './protocol.js';
import { EDITOR, parse } from './protocol.fixtures.js';

describe('parseIncoming: what is ignored', () => {
  it.each([
    ['no payload', { id: 'init' }],
    ['a null payload', { id: 'init', payload: null }],
    ['a string payload', { id: 'init', payload: 'x' }],
    ['an array payload', { id: 'init', payload: [] }],
    ['no id', { payload: {} }],
    ['a numeric id', { id: 3, payload: {} }],
    ['an unknown id', { id: 'selfDestruct', payload: {} }],
    ['a string message', 'init'],
    ['null', null],
  ])('ignores a message with %s', (_label, data) => {
    expect(parse(data)).toBeNull();
  });

  it('ignores a message from an origin not allowed', () => {
    expect(parse({ id: 'init', payload: {} }, 'https://evil.example.test')).toBeNull();
    expect(parseIncoming({ id: 'init', payload: {} }, EDITOR, [])).toBeNull();
  });

  it('accepts any origin only when the list says "*"', () => {
    expect(parseIncoming({ id: 'init', payload: {} }, 'https://x.test', ['*'])).toEqual({
      type: 'init',
      requestId: null,
    });
  });

  it('ignores executeFunction with malformed arguments', () => {
    const base = { id: 'executeFunction' };
    expect(parse({ ...base, payload: { functionName: 'refresh', args: 'x' } })).toBeNull();
    expect(parse({ ...base, payload: { functionName: 'refresh', compressedArgs: 7 } })).toBeNull();
    expect(
      parse({ ...base, payload: { functionName: 'refresh', compressedArgs: '@@' } }),
    ).toBeNull();
    const notAnArray = LZString.compress(JSON.stringify({ a: 1 }));
    expect(
      parse({ ...base, payload: { functionName: 'refresh', compressedArgs: notAnArray } }),
    ).toBeNull();
    expect(parse({ ...base, payload: { functionName: '' } })).toBeNull();
    expect(parse({ ...base, payload: {} })).toBeNull();
  });
});

describe('parseIncoming: typed requests', () => {
  it('reads init, with the request id when there is one', () => {
    expect(parse({ id: 'init', requestId: 'r1', payload: {} })).toEqual({
      type: 'init',
      requestId: 'r1',
    });
    expect(parse({ id: 'init', requestId: 4, payload: {} })).toEqual({
      type: 'init',
      requestId: 4,
    });
    expect(parse({ id: 'init', requestId: Number.NaN, payload: {} })).toEqual({
      type: 'init',
      requestId: null,
    });
  });

  it('reads executeFunction with plain args', () => {
    expect(
      parse({
        id: 'executeFunction',
        requestId: 'r2',
        payload: { functionName: 'setZoomPerc', args: [150] },
      }),
    ).toEqual({
      type: 'executeFunction',
      requestId: 'r2',
      functionName: 'setZoomPerc',
      args: [150],
      storyboardId: null,
    });
  });

  it('decodes compressedArgs on their own, without args', () => {
    const args = ['sb-1', { nested: [1, 'two', null] }, 'ünïcødé ✓'];
    const request = parse({
      id: 'executeFunction',
      payload: { functionName: 'initProject', compressedArgs: compressArgs(args) },
    });
    expect(request).toEqual({
      type: 'executeFunction',
      requestId: null,
      functionName: 'initProject',
      args,
      storyboardId: 'sb-1',
    });
  });

  it('prefers compressedArgs over args', () => {
    const request = parse({
      id: 'executeFunction',
      payload: { functionName: 'setZoomPerc', args: [1], compressedArgs: compressArgs([2]) },
    });
    expect(request).toMatchObject({ args: [2] });
  });

  it('takes the first argument of initProject as the storyboard id', () => {
    const request = (args: unknown[]) =>
      parse({ id: 'executeFunction', payload: { functionName: 'initProject', args } });
    expect(request(['storyboard-7', 'other'])).toMatchObject({ storyboardId: 'storyboard-7' });
    expect(request([42])).toMatchObject({ storyboardId: null });
    expect(request([])).toMatchObject({ storyboardId: null });
    // only initProject carries one
    expect(
      parse({ id: 'executeFunction', payload: { functionName: 'refresh', args: ['sb'] } }),
    ).toMatchObject({ storyboardId: null });
  });

  it('defaults to no args', () => {
    expect(parse({ id: 'executeFunction', payload: { functionName: 'goBack' } })).toMatchObject({
      args: [],
    });
  });

  it('reports a function the frame does not have', () => {
    expect(
      parse({ id: 'executeFunction', requestId: 'r', payload: { functionName: 'format' } }),
    ).toEqual({ type: 'unknownFunction', requestId: 'r', functionName: 'format' });
  });

  it('reads inspectElement and GET_STATE_AND_PROPS', () => {
    expect(
      parse({
        id: 'inspectElement',
        payload: { componentName: 'Card', isComponent: true, tempoElementID: '', x: 1 },
      }),
    ).toEqual({
      type: 'inspectElement',
      requestId: null,
      componentName: 'Card',
      isComponent: true,
      tempoElementID: null,
      componentElementId: null,
    });
    expect(
      parse({ id: 'GET_STATE_AND_PROPS', payload: { componentName: 'Card', id: 'c1' } }),
    ).toEqual({ type: 'GET_STATE_AND_PROPS', requestId: null, componentName: 'Card', id: 'c1' });
    expect(parse({ id: 'GET_STATE_AND_PROPS', payload: {} })).toEqual({
      type: 'GET_STATE_AND_PROPS',
      requestId: null,
      componentName: null,
      id: null,
    });
  });
});

describe('compressed arguments', () => {
  it('round-trips any JSON argument list', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue()), (args) => {
        const json = JSON.parse(JSON.stringify(args)) as unknown[];
        expect(decompressArgs(compressArgs(json))).toEqual(json);
      }),
    );
  });

  it("reads lz-string's plain compress, as existing outer editors send it", () => {
    const compressed = LZString.compress(JSON.stringify(['a', 1]));
    expect(compressArgs(['a', 1])).toBe(compressed);
    expect(decompressArgs(compressed)).toEqual(['a', 1]);
    expect(decompressArgs(LZString.compressToBase64(JSON.stringify(['a', 1])))).toBeNull();
  });

  it('gives null for text that is not compressed JSON', () => {
    expect(decompressArgs('')).toBeNull();
    expect(decompressArgs(LZString.compress('not json'))).toBeNull();
  });
});

describe('callable functions', () => {
  it('lists each function the outer editor may call in the frame once', () => {
    expect(CALLABLE_FUNCTIONS).toHaveLength(33);
    expect(new Set(CALLABLE_FUNCTIONS).size).toBe(CALLABLE_FUNCTIONS.length);
    for (const name of ['initProject', 'setIsFlushing', 'tempMoveToNewParent', 'getCssEvals']) {
      expect(isCallableFunctionName(name)).toBe(true);
    }
    expect(isCallableFunctionName('eval')).toBe(false);
    expect(isCallableFunctionName(1)).toBe(false);
  });
});
