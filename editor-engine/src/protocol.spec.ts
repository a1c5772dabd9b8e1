import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import LZString from 'lz-string';

import {
  CALLABLE_FUNCTIONS,
  FRAME_MESSAGE,
  INSPECT_ERRORS,
  MODIFIER_STATES,
  TEMPO_FUNCTION_TYPE,
  TEMPO_OBJECT_TYPE,
  checkInspectRequest,
  classifyHydrationError,
  compressArgs,
  decompressArgs,
  forceStateClass,
  frameMessage,
  hydrationStatusMessage,
  isCallableFunctionName,
  isModifierState,
  isValidSelector,
  makeError,
  makeInspectError,
  makeResult,
  makeStateAndPropsReply,
  parseIncoming,
  selectorsMatchForComparison,
  serializeForInspection,
  type IncomingRequest,
} from './protocol.js';

const EDITOR = 'https://editor.example.test';
const ALLOWED = [EDITOR];

function parse(data: unknown, origin = EDITOR): IncomingRequest | null {
  return parseIncoming(data, origin, ALLOWED);
}

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

describe('replies', () => {
  it('correlates results and errors by request id', () => {
    expect(makeResult('r1', { ok: 1 })).toEqual({ requestId: 'r1', result: { ok: 1 } });
    expect(makeError(7, 'boom')).toEqual({ requestId: 7, error: 'boom' });
    expect(makeInspectError('r', INSPECT_ERRORS.NO_COMPONENT_FOUND)).toEqual({
      requestId: 'r',
      error: 'No component found',
    });
  });

  it('has the error texts of the inspect replies (visual-editor spec, § 8)', () => {
    expect(Object.values(INSPECT_ERRORS)).toEqual([
      'No component name',
      'Could not find element',
      'Could not find component',
      'No component found',
    ]);
  });

  it('requires a component name for a component and an element id otherwise', () => {
    const request = (payload: object) => {
      const parsed = parse({ id: 'inspectElement', payload });
      if (parsed?.type !== 'inspectElement') throw new Error('expected an inspect request');
      return parsed;
    };
    expect(checkInspectRequest(request({ isComponent: true }))).toBe('No component name');
    expect(checkInspectRequest(request({ isComponent: true, componentName: 'Card' }))).toBeNull();
    expect(checkInspectRequest(request({}))).toBe('Could not find element');
    expect(checkInspectRequest(request({ tempoElementID: 'TE_a_b_0' }))).toBeNull();
  });

  it('replies state and props with markers', () => {
    const reply = makeStateAndPropsReply('r', {
      id: 'c1',
      props: { title: 'Hi', onClick: () => undefined, style: { color: 'red' } },
      state: [1, [2]],
    });
    expect(reply).toEqual({
      requestId: 'r',
      result: {
        id: 'c1',
        props: { title: 'Hi', onClick: TEMPO_FUNCTION_TYPE, style: TEMPO_OBJECT_TYPE },
        state: [1, TEMPO_OBJECT_TYPE],
      },
    });
  });
});

describe('serializeForInspection', () => {
  it('replaces object values and function values, keeps the rest', () => {
    expect(
      serializeForInspection({
        a: 1,
        b: 'two',
        c: null,
        d: undefined,
        e: true,
        f: { deep: 1 },
        g: [1],
        h: function named() {},
        i: Symbol('s'),
        j: 10n,
      }),
    ).toEqual({
      a: 1,
      b: 'two',
      c: 'TEMPO_OBJECT_TYPE',
      d: undefined,
      e: true,
      f: 'TEMPO_OBJECT_TYPE',
      g: 'TEMPO_OBJECT_TYPE',
      h: 'TEMPO_FUNCTION_TYPE',
      i: 'Symbol(s)',
      j: '10',
    });
  });

  it('handles a top-level function, primitive or null', () => {
    expect(serializeForInspection(() => 1)).toBe('TEMPO_FUNCTION_TYPE');
    expect(serializeForInspection(5)).toBe(5);
    expect(serializeForInspection(null)).toBe('TEMPO_OBJECT_TYPE');
  });

  it('always gives something a message can carry', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything({ withBigInt: true })), (value) => {
        const out = serializeForInspection(value) as Record<string, unknown>;
        for (const entry of Object.values(out)) {
          expect(['object', 'function', 'symbol', 'bigint']).not.toContain(
            entry === null ? 'null' : typeof entry,
          );
        }
      }),
    );
  });
});

describe('hydration status', () => {
  it.each([
    [undefined, 'no_error'],
    [null, 'no_error'],
    ['', 'no_error'],
    ['   ', 'no_error'],
    ['Error: Hydration failed because the initial UI does not match', 'error'],
    ['TypeError: x is undefined', 'other_error'],
    ['hydration failed (lower case)', 'other_error'],
  ])('classifies %p as %s', (description, status) => {
    expect(classifyHydrationError(description)).toBe(status);
  });

  it('builds the status message', () => {
    expect(hydrationStatusMessage('Hydration failed here', 'Label', 'Body')).toEqual({
      id: 'LATEST_HYDRATION_ERROR_STATUS',
      status: 'error',
      errorDescr: 'Hydration failed here',
      errorLabel: 'Label',
      errorBody: 'Body',
    });
    expect(hydrationStatusMessage(null, 'ignored')).toEqual({
      id: 'LATEST_HYDRATION_ERROR_STATUS',
      status: 'no_error',
      errorDescr: null,
      errorLabel: null,
      errorBody: null,
    });
  });
});

describe('selectors', () => {
  it.each(['.a', 'div > .b', '#x:hover', 'a[href^="http"]', '.md\\:flex', '*', 'ul li + li'])(
    'accepts %s',
    (selector) => {
      expect(isValidSelector(selector)).toBe(true);
    },
  );

  it.each(['', '   ', '.', 'div >', '> a', 'a, > b', '[unclosed', '::', 'a,,b', '#'])(
    'rejects %p',
    (selector) => {
      expect(isValidSelector(selector)).toBe(false);
    },
  );

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string(), (text) => typeof isValidSelector(text) === 'boolean'));
  });

  it('compares selectors after normalising them', () => {
    expect(selectorsMatchForComparison('div>.a', 'div > .a')).toBe(true);
    expect(selectorsMatchForComparison('.a', '.b')).toBe(false);
    expect(selectorsMatchForComparison('.a', 'div >')).toBe(false);
  });

  it('rejects any selector with a comma when comparing', () => {
    expect(selectorsMatchForComparison('.a, .b', '.a, .b')).toBe(false);
    expect(selectorsMatchForComparison('.a', '.a,.b')).toBe(false);
  });
});

describe('modifier states', () => {
  it('lists the states a styling rule may target directly', () => {
    expect(MODIFIER_STATES).toEqual([
      'hover',
      'required',
      'focus',
      'active',
      'invalid',
      'disabled',
    ]);
    expect(isModifierState('hover')).toBe(true);
    expect(isModifierState('visited')).toBe(false);
  });

  it('names a force class for any modifier', () => {
    expect(forceStateClass('hover')).toBe('arb89-force-hover');
    expect(forceStateClass(':focus-visible')).toBe('arb89-force-focus-visible');
    expect(forceStateClass('nth child(2)')).toBe('arb89-force-nth-child-2-');
  });
});

describe('frame messages', () => {
  it('puts the id beside the payload fields', () => {
    expect(
      frameMessage(FRAME_MESSAGE.SELECTED_ELEMENT_KEY, { elementKey: 'k', outerHTML: '<p></p>' }),
    ).toEqual({ id: 'SELECTED_ELEMENT_KEY', elementKey: 'k', outerHTML: '<p></p>' });
  });

  it('has one id per message, equal to its name', () => {
    for (const [name, id] of Object.entries(FRAME_MESSAGE)) expect(id).toBe(name);
    expect(Object.keys(FRAME_MESSAGE)).toHaveLength(22);
  });
});
