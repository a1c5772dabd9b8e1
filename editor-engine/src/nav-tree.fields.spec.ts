import { describe, expect, it } from '@jest/globals';

import { typeProp, type SnapshotNode } from './nav-tree.js';
import { ID_A } from './nav-tree.arbitraries.js';
import { build, el, key } from './nav-tree.fixtures.js';

describe('buildNavTree: node fields', () => {
  it('copies names, classes, box, computed styles, scope and component flag', () => {
    const box = { pageX: 1, pageY: 2, width: 30, height: 40 };
    const node = build(
      el(
        'BODY',
        [],
        [
          el('DIV', ['flex', ID_A, 'arb89-key-3', 'p-2'], [], {
            componentName: 'Card',
            isComponent: true,
            boundingBox: box,
            displayType: 'flex',
            positionType: 'relative',
            flexDirection: 'row',
            floatVal: 'none',
            scope: 'scope-1',
          }),
        ],
      ),
    ).tree.children[0];
    expect(node).toEqual({
      name: 'Card',
      tagName: 'div',
      tempoElement: key(ID_A, '0-0'),
      children: [],
      parent: key('body', '0'),
      classList: ['flex', ID_A, 'arb89-key-3', 'p-2'],
      directlySetClassList: ['flex', 'p-2'],
      props: {},
      literalChildren: [],
      pageBoundingBox: box,
      displayType: 'flex',
      positionType: 'relative',
      flexDirection: 'row',
      floatVal: 'none',
      scope: 'scope-1',
      isComponent: true,
      level: 1,
    });
  });

  it('uses nulls and defaults for what the snapshot lacks', () => {
    const node = build(el('BODY', [], [el('SPAN', [ID_A])])).tree.children[0];
    expect(node).toMatchObject({
      name: 'span',
      directlySetClassList: [ID_A].filter(() => false),
      pageBoundingBox: null,
      displayType: null,
      positionType: null,
      flexDirection: null,
      floatVal: null,
      scope: null,
      isComponent: false,
    });
  });

  it('takes directly set classes from the snapshot when given', () => {
    const node = build(
      el('BODY', [], [el('DIV', [ID_A, 'x', 'y'], [], { directlySetClasses: ['y'] })]),
    ).tree.children[0];
    expect(node.directlySetClassList).toEqual(['y']);
    const plain = build(el('BODY', [], [el('DIV', ['x', 'y', ID_A])])).tree.children[0];
    expect(plain.directlySetClassList).toEqual(['x', 'y']);
  });

  it('types props as LITERAL, FUNCTION or JSON_OBJECT and leaves out children', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const node = build(
      el(
        'BODY',
        [],
        [
          el('BUTTON', [ID_A], [], {
            props: {
              title: 'Save',
              count: 3,
              disabled: false,
              empty: null,
              gone: undefined,
              onClick: function handleClick() {},
              onHover: () => undefined,
              style: { color: 'red' },
              items: [1, 2],
              loop: cyclic,
              children: 'Save',
            },
          }),
        ],
      ),
    ).tree.children[0];
    expect(node.props).toEqual({
      title: { value: 'Save', type: 'LITERAL' },
      count: { value: 3, type: 'LITERAL' },
      disabled: { value: false, type: 'LITERAL' },
      empty: { value: null, type: 'LITERAL' },
      onClick: { value: 'handleClick', type: 'FUNCTION' },
      onHover: { value: 'onHover', type: 'FUNCTION' },
      style: { value: '{"color":"red"}', type: 'JSON_OBJECT' },
      items: { value: '[1,2]', type: 'JSON_OBJECT' },
      loop: { value: null, type: 'JSON_OBJECT' },
    });
    expect(typeProp(Symbol('s'))).toEqual({ value: 'Symbol(s)', type: 'LITERAL' });
    expect(typeProp(5n)).toEqual({ value: '5', type: 'LITERAL' });
    expect(typeProp(Object.assign(() => 1, { displayName: 'x' }))).toMatchObject({
      type: 'FUNCTION',
    });
    const anonymous = [() => 1][0];
    expect(typeProp(anonymous)).toEqual({ value: 'anonymous', type: 'FUNCTION' });
  });

  it('keeps a string child as one entry, never split into characters', () => {
    const literals = (extra: Partial<SnapshotNode>) =>
      build(el('BODY', [], [el('P', [ID_A], [], extra)])).tree.children[0].literalChildren;
    expect(literals({ text: 'Hello world' })).toEqual(['Hello world']);
    expect(literals({ props: { children: 'Hello world' } })).toEqual(['Hello world']);
    expect(literals({ props: { children: 42 } })).toEqual(['42']);
    expect(literals({ props: { children: ['Hi ', { type: 'b' }, 'there', 7, null] } })).toEqual([
      'Hi ',
      'there',
      '7',
    ]);
    expect(literals({ props: { children: [{ type: 'b' }] } })).toEqual([]);
    expect(literals({ props: { children: { type: 'b' } }, text: 'b' })).toEqual([]);
    expect(literals({ props: { title: 'x' }, text: 'from text' })).toEqual(['from text']);
    expect(literals({ text: '   ' })).toEqual([]);
  });
});
