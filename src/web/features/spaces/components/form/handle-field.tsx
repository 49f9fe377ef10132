import { useEffect, useId, useState } from 'react';
import {
  handleFormatMessage,
  HANDLE_MIN,
  isValidHandle,
  normalizeHandle,
} from '@shared/spaces/handles';
import { Input, Label } from '@web/components/ui/input';
import { checkHandleAvailability } from '../../api/own-space';

export type HandleStatus = 'idle' | 'checking' | 'available' | 'taken' | 'invalid' | 'error';

/**
 * Spec 02 §4, §5: lower-cased and stripped as you type, checked 500 ms after you stop (from 3
 * characters), locked once set. An error the form was given for this handle (the server's
 * "✗ Already taken", say) takes the status line until the handle changes.
 */
export function HandleField({
  value,
  onChange,
  locked,
  onStatus,
  error,
}: {
  value: string;
  onChange: (next: string, byUser: boolean) => void;
  locked: boolean;
  onStatus?: (status: HandleStatus) => void;
  error?: string;
}) {
  const id = useId();
  const [status, setStatus] = useState<HandleStatus>('idle');

  useEffect(() => {
    if (locked || value.length < HANDLE_MIN) {
      setStatus('idle');
      return;
    }
    if (!isValidHandle(value)) {
      setStatus('invalid');
      return;
    }
    setStatus('checking');
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkHandleAvailability(value, controller.signal)
        .then((r) => setStatus(r.valid ? (r.available ? 'available' : 'taken') : 'invalid'))
        .catch((e) => (e as Error).name !== 'AbortError' && setStatus('error'));
    }, 500);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, locked]);

  useEffect(() => onStatus?.(status), [status, onStatus]);

  const message = {
    idle: null,
    checking: 'Checking…',
    available: '✓ Available',
    taken: '✗ Already taken',
    invalid: handleFormatMessage,
    error: 'Error checking availability',
  }[status];

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Handle</Label>
      <div className="flex items-center rounded-xl border border-stone-300 bg-white focus-within:border-forest-700">
        <span className="pl-3.5 text-ink-muted" aria-hidden="true">
          @
        </span>
        <Input
          id={id}
          value={value}
          disabled={locked}
          aria-describedby={`${id}-status`}
          name="handle"
          aria-invalid={error || status === 'taken' || status === 'invalid' ? true : undefined}
          onChange={(e) => onChange(normalizeHandle(e.target.value), true)}
          framed={false}
          className="pl-1 focus-visible:outline-none"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <p
        id={`${id}-status`}
        aria-live="polite"
        className={
          error
            ? 'text-sm font-medium text-red-700'
            : status === 'available'
              ? 'text-sm font-medium text-forest-700'
              : status === 'taken' || status === 'invalid' || status === 'error'
                ? 'text-sm font-medium text-red-700'
                : 'text-sm text-ink-muted'
        }
      >
        {error ??
          (locked
            ? 'Handle already set (permanent)'
            : (message ?? '3-20 characters: lowercase letters, numbers and hyphens'))}
      </p>
    </div>
  );
}
