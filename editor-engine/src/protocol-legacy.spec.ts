import { toLegacyMessages, wantsExtendedMessages } from './protocol-legacy.js';
import { FRAME_MESSAGE, frameMessage } from './protocol-frame.js';
import { hydrationStatusMessage } from './inspection.js';

describe('the existing protocol’s shapes', () => {
  it('echoes a multi-selection the editor asked for with doNotSetElementKeys', () => {
    const multi = frameMessage(FRAME_MESSAGE.MULTI_SELECTED_ELEMENT_KEYS, {
      elementKeys: ['a', 'b'],
      outerHTMLs: ['<p>a</p>', '<p>b</p>'],
    });
    expect(toLegacyMessages(multi, { fromEditor: true })).toEqual([
      {
        id: 'MULTI_SELECTED_ELEMENT_KEYS',
        doNotSetElementKeys: true,
        outerHTMLs: ['<p>a</p>', '<p>b</p>'],
      },
    ]);
    expect(toLegacyMessages(multi)).toEqual([{ ...multi }]);
  });

  it('keeps the hydration error fields it has', () => {
    const message = hydrationStatusMessage('Hydration failed because…', 'Label', null);
    expect(toLegacyMessages(message)).toEqual([
      {
        id: 'LATEST_HYDRATION_ERROR_STATUS',
        status: 'error',
        errorDescr: 'Hydration failed because…',
        errorLabel: 'Label',
      },
    ]);
  });

  it('sends no tree diff, chunk or page HTML alone (such an editor gets whole trees)', () => {
    const diff = { added: [], removed: [], updated: [] } as never;
    expect(toLegacyMessages(frameMessage(FRAME_MESSAGE.NAV_TREE, { navTreeDiff: diff }))).toEqual(
      [],
    );
    expect(toLegacyMessages(frameMessage(FRAME_MESSAGE.NAV_TREE, { outerHTML: '<html>' }))).toEqual(
      [],
    );
  });

  it('opts in only with the option set to true in initProject’s options object', () => {
    expect(wantsExtendedMessages(['sb', {}, {}, null, { tradiehubExtendedMessages: true }])).toBe(
      true,
    );
    expect(wantsExtendedMessages(['sb', {}, {}, null, { tradiehubExtendedMessages: 'yes' }])).toBe(
      false,
    );
    expect(wantsExtendedMessages(['sb', { tradiehubExtendedMessages: true }])).toBe(false);
    expect(wantsExtendedMessages([])).toBe(false);
  });
});
