import { RecordingManifest } from '#test/fakes/canvas.fakes.js';
import { refusal, setup as sharedSetup, STATS, WELCOME } from '#test/support/canvas-service.js';
import { computeCodebaseIds } from '@tradiehub/codebase-ids';

/** The shared setup with a manifest that records what it is told, and the entries as read now. */
function setup() {
  const t = sharedSetup((files) => new RecordingManifest(files));
  /** The entries of a file as it reads now (what a fresh manifest holds). */
  const entries = (file: string) => computeCodebaseIds(t.files.files.get(file)!, file);
  const entry = (file: string, tag: string, nth = 0) =>
    entries(file).filter((e) => e.tag === tag)[nth];
  return { ...t, entries, entry };
}

describe('CanvasService: ids that cannot go stale', () => {
  it('refuses a change whose fingerprint names another element than the id now does', async () => {
    const t = setup();
    const held = t.entry(WELCOME, 'p');
    const handEdited = t.original
      .get(WELCOME)!
      .replace('      <p ', '      <em>Note</em>\n      <p ');
    t.files.files.set(WELCOME, handEdited);
    // The id now names the <em>: the old fingerprint no longer matches.
    expect(t.entry(WELCOME, 'em').codebaseId).toBe(held.codebaseId);
    await refusal(
      t.service.addClass('web', {
        reactElement: held,
        className: 'italic',
        stylingFramework: 'Tailwind',
        modifiers: [],
        customProperties: {},
      }),
      'CANVAS.STALE_TARGET',
    );
    expect(t.files.files.get(WELCOME)).toBe(handEdited);
    expect(t.files.writes).toBe(0);
    // With the entry of the current manifest it is written; a bare id is still accepted.
    await t.service.addClass('web', {
      reactElement: t.entry(WELCOME, 'p'),
      className: 'italic',
      stylingFramework: 'Tailwind',
      modifiers: [],
      customProperties: {},
    });
    await t.service.removeClass('web', {
      reactElement: t.entry(WELCOME, 'p').codebaseId,
      className: 'italic',
    });
    expect(t.files.writes).toBe(2);
  });

  it('answers the new entries of each written file, written to the manifest before it answers', async () => {
    const t = setup();
    const first = await t.service.addClass('web', {
      reactElement: t.entry(WELCOME, 'h2'),
      className: 'italic',
      stylingFramework: 'Tailwind',
      modifiers: [],
      customProperties: {},
    });
    expect(first.codebaseIds[WELCOME]).toEqual(t.entries(WELCOME));
    expect(t.manifest.replaced).toEqual([new Map([[WELCOME, t.entries(WELCOME)]])]);
    // The answer's entry is current: the next change on the same element is not stale.
    const h2 = first.codebaseIds[WELCOME].find((e) => e.tag === 'h2')!;
    const second = await t.service.addClass('web', {
      reactElement: h2,
      className: 'underline',
      stylingFramework: 'Tailwind',
      modifiers: [],
      customProperties: {},
    });
    await t.service.undo('web', second.activityId!);
    const undo = await t.service.undo('web', first.activityId!);
    expect(undo.codebaseIds[WELCOME]).toEqual(
      computeCodebaseIds(t.original.get(WELCOME)!, WELCOME),
    );
    expect(t.manifest.replaced).toHaveLength(4);
  });

  it('maps the ids a structural change renumbered, and only those', async () => {
    const t = setup();
    const before = t.entries(STATS);
    const lis = before.filter((e) => e.tag === 'li');
    const removed = await t.service.removeJsxElement('web', { elementsToRemove: [lis[0]] });
    const after = t.entries(STATS);
    const liAfter = after.filter((e) => e.tag === 'li');
    // The second and third tips moved up one place: each takes the id of the one before.
    expect(removed.prevIdToNewIdMap).toEqual({
      [lis[1].codebaseId]: liAfter[0].codebaseId,
      [lis[2].codebaseId]: liAfter[1].codebaseId,
    });
    expect(liAfter[0].codebaseId).toBe(lis[0].codebaseId);
    expect(removed.codebaseIds[STATS]).toEqual(after);
    expect(t.manifest.replaced.at(-1)).toEqual(new Map([[STATS, after]]));

    const undone = await t.service.undo('web', removed.activityId!);
    expect(t.entries(STATS)).toEqual(before);
    expect(undone.prevIdToNewIdMap).toEqual({
      [liAfter[0].codebaseId]: lis[1].codebaseId,
      [liAfter[1].codebaseId]: lis[2].codebaseId,
    });
  });

  it('maps a moved element and its subtree to their ids in the new place', async () => {
    const t = setup();
    const badge = t.entry(STATS, 'Badge');
    const moved = await t.service.moveJsxElement('web', {
      elementToMove: badge,
      newContainerElement: t.entry(STATS, 'section'),
      afterElement: null,
      beforeElement: null,
      expectedCurrentParent: t.entry(STATS, 'footer'),
    });
    const newBadge = t.entry(STATS, 'Badge');
    expect(moved.prevIdToNewIdMap[badge.codebaseId]).toBe(newBadge.codebaseId);
    expect(newBadge.codebaseId).not.toBe(badge.codebaseId);
    // A change that renumbers nothing maps nothing.
    const classed = await t.service.addClass('web', {
      reactElement: newBadge,
      className: 'italic',
      stylingFramework: 'Tailwind',
      modifiers: [],
      customProperties: {},
    });
    expect(classed.prevIdToNewIdMap).toEqual({});
  });
});
