import { describe, expect, it } from 'vitest';
import { jsonPart, mergeJsonInto } from './jsonParts';

const tree = {
  retry: ['a', 'b'],
  methods: [
    { code: '1', icon: 'i1', fee: { percent: '1' } },
    { code: '2', fee: { percent: '2' } },
    { code: '3', icon: 'i3' },
  ],
  services: [{ id: 'ens' }],
};
const paths = ['methods.*.icon', 'methods.*.fee', 'services'];

describe('a JSON tree in two parts', () => {
  it('cuts by key paths, * for any index, arrays keeping their length in both parts', () => {
    expect(jsonPart(tree, paths, 'matched')).toEqual({
      methods: [{ icon: 'i1', fee: { percent: '1' } }, { fee: { percent: '2' } }, { icon: 'i3' }],
      services: [{ id: 'ens' }],
    });
    expect(jsonPart(tree, paths, 'unmatched')).toEqual({ retry: ['a', 'b'], methods: [{ code: '1' }, { code: '2' }, { code: '3' }] });
    expect(jsonPart(tree, [], 'matched')).toBeUndefined();
    expect(jsonPart(tree, [], 'unmatched')).toBe(tree);
  });

  it('puts the parts back together in the first one’s own objects', () => {
    const landing = jsonPart(tree, paths, 'unmatched') as typeof tree;
    const first = landing.methods[0];
    mergeJsonInto(landing, jsonPart(tree, paths, 'matched'));
    expect(landing).toEqual(tree);
    expect(landing.methods[0]).toBe(first);
  });
});
