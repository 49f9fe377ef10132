import type { FieldError, FieldValues, Resolver } from 'react-hook-form';

/**
 * For each field, the words a form says instead of the shared schema's: by the kind of problem
 * (zod's issue code, `too_small`), or one message for any problem with that field.
 */
export type Rewording = Record<string, string | Partial<Record<string, string>>>;

/**
 * A resolver (the shared zod schema's) whose messages are said in the form's own words where
 * the spec words them differently from the API: the checks stay the server's, the text the
 * person reads stays the screen's.
 */
export function rewordErrors<TIn extends FieldValues, TContext, TOut>(
  resolver: Resolver<TIn, TContext, TOut>,
  rewording: Rewording,
): Resolver<TIn, TContext, TOut> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const [field, words] of Object.entries(rewording)) {
      const error = (result.errors as Record<string, FieldError | undefined>)[field];
      if (!error) continue;
      const message = typeof words === 'string' ? words : words[String(error.type)];
      if (message) error.message = message;
    }
    return result;
  };
}
