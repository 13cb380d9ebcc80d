import { describe, it, expect } from 'vitest';
import { routes } from '../../shared/config/routes';
import { screenRegistry } from './registry';

describe('the screen registry', () => {
  it('registers only screens that config/routes.json names', () => {
    const named = new Set(routes.map((route) => route.screen));
    expect(Object.keys(screenRegistry).filter((screen) => !named.has(screen))).toEqual([]);
  });

  it('has a screen for every route of config/routes.json, payment pages included', () => {
    expect(routes.filter((route) => !(route.screen in screenRegistry)).map((route) => route.path)).toEqual([]);
  });
});
