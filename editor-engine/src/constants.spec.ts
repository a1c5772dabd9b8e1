import { describe, expect, it } from '@jest/globals';

import {
  BREAKPOINTS,
  DARK_MODE_CLASS,
  DRAG_THRESHOLD_BASE_PX,
  ELEMENT_KEY_CLASS_CHECK_INTERVAL_MS,
  ELEMENT_KEY_CLASS_MAX_RETRIES,
  LOADER_CHECK_INTERVAL_MS,
  MUTATION_OBSERVER_OPTIONS,
  NAV_TREE_REBUILD_DELAY_MS,
  OFF_SCREEN_COORDINATE,
  OUTLINE_UPDATE_THROTTLE_MS,
  SESSION_KEYS,
  SESSION_KEY_PREFIX,
  isEditingLayerActive,
  parseFrameFlags,
} from './constants.js';

describe('business constants and limits of the visual editing layer', () => {
  it('has the limits, delays and sizes', () => {
    expect(DRAG_THRESHOLD_BASE_PX).toBe(20);
    expect(OFF_SCREEN_COORDINATE).toBe(-10000);
    expect(ELEMENT_KEY_CLASS_MAX_RETRIES).toBe(5);
    expect(ELEMENT_KEY_CLASS_CHECK_INTERVAL_MS).toBe(1000);
    expect(NAV_TREE_REBUILD_DELAY_MS).toBe(300);
    expect(LOADER_CHECK_INTERVAL_MS).toBe(1000);
    expect(OUTLINE_UPDATE_THROTTLE_MS).toBe(15);
    expect(BREAKPOINTS).toEqual(['sm', 'md', 'lg', 'xl', '2xl']);
    expect(DARK_MODE_CLASS).toBe('dark');
    expect(MUTATION_OBSERVER_OPTIONS).toEqual({ childList: true, subtree: true, attributes: true });
    expect(Object.isFrozen(MUTATION_OBSERVER_OPTIONS)).toBe(true);
  });

  it('keeps drive mode under its fixed key and prefixes every other session key', () => {
    expect(SESSION_KEYS.driveModeEnabled).toBe('driveModeEnabled');
    const others = Object.entries(SESSION_KEYS).filter(([name]) => name !== 'driveModeEnabled');
    expect(others.length).toBeGreaterThanOrEqual(5);
    for (const [, key] of others) expect(key.startsWith(SESSION_KEY_PREFIX)).toBe(true);
    expect(new Set(Object.values(SESSION_KEYS)).size).toBe(Object.keys(SESSION_KEYS).length);
  });
});

describe('parseFrameFlags', () => {
  it('is all off for an empty query', () => {
    const none = {
      storyboard: false,
      type: null,
      framework: null,
      debugLog: false,
      fillViewport: false,
      transparentBackground: false,
    };
    expect(parseFrameFlags('')).toEqual(none);
    expect(parseFrameFlags('?')).toEqual(none);
  });

  it('reads every flag', () => {
    expect(parseFrameFlags('?storyboard=true&type=STORY&framework=VITE&debugLog=true')).toEqual({
      storyboard: true,
      type: 'STORY',
      framework: 'VITE',
      debugLog: true,
      fillViewport: true,
      transparentBackground: true,
    });
  });

  it('fills the viewport for a storyboard, and also hides the background for a component', () => {
    expect(parseFrameFlags('storyboard=true')).toMatchObject({
      fillViewport: true,
      transparentBackground: false,
    });
    expect(parseFrameFlags('type=COMPONENT')).toMatchObject({
      type: 'COMPONENT',
      fillViewport: true,
      transparentBackground: true,
    });
  });

  it('ignores other values, keeps the first occurrence and decodes escapes', () => {
    expect(parseFrameFlags('?type=PAGE&framework=vite&debugLog=1&storyboard')).toMatchObject({
      type: null,
      framework: null,
      debugLog: false,
      storyboard: false,
    });
    expect(parseFrameFlags('?debugLog=true&debugLog=false')).toMatchObject({ debugLog: true });
    expect(parseFrameFlags('?%64ebugLog=%74rue&x=%E0%A4%A&y=a+b')).toMatchObject({
      debugLog: true,
    });
  });
});

describe('isEditingLayerActive', () => {
  it.each([
    ['app.localhost', undefined, undefined, true],
    ['APP.LOCALHOST', undefined, undefined, true],
    ['example.com', undefined, undefined, false],
    ['localhost', undefined, undefined, false],
    ['app.dev.test', '.dev.test', undefined, true],
    ['app.staging.dev.test', '.dev.test', '.staging.dev.test', false],
    ['app.dev.test', '.dev.test', '.staging.dev.test', true],
    ['app.localhost', '', undefined, false],
  ])('%s with dev %p and staging %p → %p', (host, dev, staging, active) => {
    expect(isEditingLayerActive(host, dev, staging)).toBe(active);
  });
});
