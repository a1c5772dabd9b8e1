import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

import {
  FRAME_MESSAGE,
  INSPECT_ERRORS,
  TEMPO_FUNCTION_TYPE,
  TEMPO_OBJECT_TYPE,
  checkInspectRequest,
  classifyHydrationError,
  frameMessage,
  hydrationStatusMessage,
  makeError,
  makeInspectError,
  makeResult,
  makeStateAndPropsReply,
  serializeForInspection,
} from './protocol.js';
import { parse } from './protocol.fixtures.js';

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
