import { describe, expect, it } from 'vitest';
import { fullName, splitFullName } from './names';

describe('splitFullName (spec 02 §3)', () => {
  it('splits on the last space', () => {
    expect(splitFullName('Mary Ann Rivers')).toEqual({ firstName: 'Mary Ann', lastName: 'Rivers' });
  });
  it('leaves the last name empty when there is no space', () => {
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
  it('ignores surrounding and repeated spaces', () => {
    expect(splitFullName('  Theo   Okafor ')).toEqual({ firstName: 'Theo', lastName: 'Okafor' });
  });
  it('joins back without stray spaces', () => {
    expect(fullName({ firstName: 'Cher', lastName: '' })).toBe('Cher');
    expect(fullName({ firstName: 'Mary Ann', lastName: 'Rivers' })).toBe('Mary Ann Rivers');
  });
});
