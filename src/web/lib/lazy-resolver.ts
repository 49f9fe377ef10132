import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver fetched the first time a form is validated (or sooner, through
 * `prefetch`), so that zod and the shared schemas stay out of a public page's first download
 * (issue 14, ADR 21). Validation was asynchronous already; nothing else changes. Should the
 * chunk not arrive, the values go unchecked to the server, which applies the same schema and
 * says what is wrong.
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): Resolver<Values> & { prefetch: () => void } {
  let loading: Promise<Resolver<Values>> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const resolver: Resolver<Values> = async (values, context, options) => {
    let resolve: Resolver<Values>;
    try {
      resolve = await get();
    } catch {
      return { values, errors: {} };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, { prefetch: () => void get().catch(() => undefined) });
}
