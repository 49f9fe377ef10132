import { useRef, useState, type FormEvent, type SyntheticEvent } from 'react';
import type { ZodType } from 'zod';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

type Checked<Field extends string, Output> = {
  values: Output | null;
  errors: FieldErrors<Field>;
};

type Options<Field extends string, Output> = {
  /** The form's fields, by their `name`, in the order they are shown. */
  fields: readonly Field[];
  /** The shared schema the server applies, fetched (with zod) when the form is first used. */
  loadSchema: () => Promise<ZodType<Output>>;
  /** Called with the schema's output (trimmed, …) and the fields as they were typed. */
  onValid: (values: Output, typed: Record<Field, string>) => Promise<void> | void;
};

// One fetch of each schema for the whole app, whichever form asks first.
const schemas = new Map<() => Promise<unknown>, Promise<unknown>>();
function schemaOf<Output>(load: () => Promise<ZodType<Output>>) {
  let schema = schemas.get(load) as Promise<ZodType<Output>> | undefined;
  if (!schema) {
    schema = load();
    schemas.set(load, schema);
    // A chunk that could not be fetched (offline) is asked for again next time.
    schema.catch(() => schemas.delete(load));
  }
  return schema;
}

/**
 * A plain form checked by a shared zod schema that arrives when the form is first focused or
 * sent, so a public page comes without zod and without react-hook-form (issue 14, ADR 22). It
 * behaves as react-hook-form's defaults did: nothing is said until the form is sent; then every
 * field is checked, the first with a problem takes the focus, and each field is checked again
 * as it changes. Should the schema not arrive, the values go unchecked to the server, which says
 * what is wrong.
 */
export function useCheckedForm<Field extends string, Output>({
  fields,
  loadSchema,
  onValid,
}: Options<Field, Output>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  // The latest check of each field wins, whatever order the answers come back in, and a send
  // (which checks every field) wins over the checks begun before it.
  const sends = useRef(0);
  // One send at a time: a form's button says it is busy with aria-disabled, never `disabled`,
  // which would drop the keyboard's focus to <body> (ADR 26).
  const sending = useRef(false);
  const latestFieldCheck = useRef<Partial<Record<Field, number>>>({});
  const fieldChecks = useRef(0);

  const read = () => {
    const data = new FormData(formRef.current!);
    const typed = {} as Record<Field, string>;
    for (const field of fields) typed[field] = String(data.get(field) ?? '');
    return typed;
  };

  const check = async (typed: Record<Field, string>): Promise<Checked<Field, Output>> => {
    let schema: ZodType<Output>;
    try {
      schema = await schemaOf(loadSchema);
    } catch {
      return { values: typed as Output, errors: {} };
    }
    const result = await schema.safeParseAsync(typed);
    if (result.success) return { values: result.data, errors: {} };
    const found: FieldErrors<Field> = {};
    for (const issue of result.error.issues) found[issue.path[0] as Field] ??= issue.message;
    return { values: null, errors: found };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    submitted.current = true;
    setSubmitting(true);
    sends.current += 1;
    try {
      const typed = read();
      const checked = await check(typed);
      setErrors(checked.errors);
      if (checked.values === null) {
        const first = fields.find((field) => checked.errors[field]);
        if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      await onValid(checked.values, typed);
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

  const onChange = async (event: SyntheticEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name as Field;
    if (!submitted.current || !fields.includes(field)) return;
    const run = ++fieldChecks.current;
    const sendsBefore = sends.current;
    latestFieldCheck.current[field] = run;
    const { errors: found } = await check(read());
    if (latestFieldCheck.current[field] !== run || sends.current !== sendsBefore) return;
    setErrors((current) => ({ ...current, [field]: found[field] }));
  };

  return {
    errors,
    isSubmitting,
    /** Puts the server's field errors (`serverFieldErrors`) on the form's own fields. */
    showServerErrors(found: Record<string, string>) {
      const own = fields.filter((field) => found[field]);
      if (own.length === 0) return;
      setErrors((current) => {
        const next = { ...current };
        for (const field of own) next[field] = found[field];
        return next;
      });
    },
    /** Spread on the <form>. */
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      // React's change event bubbles from every field as it changes (text as typed, a box or a
      // choice at once).
      onChange: (event: SyntheticEvent<HTMLFormElement>) => void onChange(event),
      onFocus: () => void schemaOf(loadSchema).catch(() => undefined),
    },
  };
}
