// fast-check arbitraries for page snapshots, shared by the nav-tree specs (not part of the build).
import fc from 'fast-check';

import type { SnapshotNode } from './nav-tree-types.js';

export const ID_A = 'tempo-0b6c6f5e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
export const ID_B = 'tempo-1b6c6f5e-1c2d-4e5f-9a9b-0c1d2e3f4a5b';
export const ID_C = 'tempo-2b6c6f5e-1c2d-4e5f-aa9b-0c1d2e3f4a5b';
export const ID_D = 'tempo-3b6c6f5e-1c2d-4e5f-ba9b-0c1d2e3f4a5b';

export const POOL = [ID_A, ID_B, ID_C, ID_D];
/** A snapshot node of up to `depth` levels below it, from a small pool of codebase ids. */
export function snapshotArbitrary(depth: number): fc.Arbitrary<SnapshotNode> {
  return fc
    .record({
      tagName: fc.constantFrom('DIV', 'SPAN', 'P', 'SCRIPT', 'IFRAME'),
      tagged: fc.boolean(),
      id: fc.constantFrom(...POOL),
      extra: fc.subarray(['flex', 'p-2', 'arb89-key-1']),
      text: fc.option(fc.constantFrom('a', 'b', 'hello'), { nil: undefined }),
      width: fc.option(fc.constantFrom(10, 20), { nil: undefined }),
      props: fc.option(fc.record({ title: fc.constantFrom('x', 'y') }), { nil: undefined }),
      styles: fc.option(
        fc.record({
          displayType: fc.constantFrom('block', 'flex'),
          positionType: fc.constantFrom('static', 'absolute'),
          flexDirection: fc.constantFrom('row', 'column'),
          floatVal: fc.constantFrom('none', 'left'),
          scope: fc.constantFrom('s1', 's2'),
          isComponent: fc.boolean(),
          componentName: fc.constantFrom('Card', 'List'),
        }),
        { nil: undefined },
      ),
      children:
        depth === 0
          ? fc.constant<SnapshotNode[]>([])
          : fc.array(snapshotArbitrary(depth - 1), { maxLength: 3 }),
    })
    .map((n) => ({
      tagName: n.tagName,
      classes: n.tagged ? [...n.extra, n.id] : n.extra,
      children: n.children,
      ...(n.text === undefined ? {} : { text: n.text }),
      ...(n.props === undefined ? {} : { props: n.props }),
      ...n.styles,
      ...(n.width === undefined
        ? {}
        : { boundingBox: { pageX: 0, pageY: 0, width: n.width, height: 5 } }),
    }));
}
