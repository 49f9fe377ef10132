import { describe, expect, it } from 'vitest';
import { searchTermSchema } from './event-schemas';
import { isSearchable, normaliseSearchTerm } from './search-term';

describe('the search term', () => {
  it('is normalised alike in the browser and by the API schema', () => {
    for (const text of ['  Cacao ', 'BREATHWORK', 'Sound  Bath', '\tÉcstatic\n', 'ab c'])
      expect(searchTermSchema.parse(text)).toBe(normaliseSearchTerm(text));
  });

  it('needs 3 characters once trimmed (spec 01 §5)', () => {
    expect(isSearchable(' ab ')).toBe(false);
    expect(isSearchable(' abc ')).toBe(true);
    expect(searchTermSchema.safeParse(' ab ').success).toBe(false);
  });
});
