import { editingLayerStart } from './index.js';

describe('editingLayerStart', () => {
  it('starts on the development domain with the URL flags', () => {
    const start = editingLayerStart({
      hostname: 'preview.localhost',
      search: '?storyboard=true&debugLog=true',
    });
    expect(start).toMatchObject({ active: true, flags: { storyboard: true, debugLog: true } });
  });

  it('stays off elsewhere and on the staging domain', () => {
    expect(editingLayerStart({ hostname: 'tradiehub.com.au', search: '' })).toEqual({
      active: false,
    });
    expect(
      editingLayerStart(
        { hostname: 'app.staging.dev.test', search: '' },
        { devDomain: '.dev.test', stagingDomain: '.staging.dev.test' },
      ),
    ).toEqual({ active: false });
  });
});
