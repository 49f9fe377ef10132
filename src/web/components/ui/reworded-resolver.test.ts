import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rewordErrors } from './reworded-resolver';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter a name for the tag.').max(3, 'Too long.'),
  intoId: z.number({ error: 'Choose where to merge it.' }),
});
type Values = { name: string; intoId: number | null };

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const check = (values: Values) =>
  rewordErrors(zodResolver(schema) as never, {
    name: { too_small: 'Enter a name.' },
    intoId: 'Choose the tag to merge it into.',
  })(values, undefined, options as never);

describe('rewordErrors', () => {
  it('says a problem of the named kind in the form’s words', async () => {
    const { errors } = await check({ name: ' ', intoId: 1 });
    expect(errors).toMatchObject({ name: { message: 'Enter a name.', type: 'too_small' } });
  });

  it('keeps the schema’s words for the kinds it does not name', async () => {
    const { errors } = await check({ name: 'Long', intoId: 1 });
    expect(errors).toMatchObject({ name: { message: 'Too long.', type: 'too_big' } });
  });

  it('says one message for any problem of a field given a single message', async () => {
    const { errors } = await check({ name: 'Ok', intoId: null });
    expect(errors).toMatchObject({ intoId: { message: 'Choose the tag to merge it into.' } });
    expect(errors).not.toHaveProperty('name');
  });

  it('hands on the parsed values when nothing is wrong', async () => {
    expect(await check({ name: ' Ok ', intoId: 2 })).toEqual({
      values: { name: 'Ok', intoId: 2 },
      errors: {},
    });
  });
});
