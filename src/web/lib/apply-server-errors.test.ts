import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerErrors, serverFieldErrors } from './apply-server-errors';

const refused = new ApiError('Please check the form', 400, 'VALIDATION_FAILED', {
  'event.title': ['Title is required', 'Title is too short'],
  categoryIds: ['One of the chosen categories no longer exists'],
  'space.handle': ['✗ Already taken'],
  email: ['Enter a valid e-mail address'],
  'space.displayName': [],
});

describe('applyServerErrors', () => {
  it('puts the first message of each field on the form, unwrapping the fields sent inside an object', () => {
    const setError = vi.fn();
    const placed = applyServerErrors({ setError }, refused, { wrappedIn: 'event' });
    expect(setError).toHaveBeenCalledWith('title', { message: 'Title is required' });
    expect(setError).toHaveBeenCalledWith('categoryIds', {
      message: 'One of the chosen categories no longer exists',
    });
    expect(placed).toMatchObject({
      title: 'Title is required',
      email: 'Enter a valid e-mail address',
    });
  });

  it("places only the form's own fields when told which they are", () => {
    const setError = vi.fn();
    applyServerErrors<{ name: string; email: string }>({ setError }, refused, {
      only: ['name', 'email'],
    });
    expect(setError.mock.calls).toEqual([['email', { message: 'Enter a valid e-mail address' }]]);
  });

  it('places nothing for an error that is not an API answer', () => {
    const setError = vi.fn();
    expect(applyServerErrors({ setError }, new Error('offline'))).toEqual({});
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('serverFieldErrors', () => {
  it("gives a nested object's fields by their own names, the error's message when a field has none", () => {
    expect(serverFieldErrors(refused, 'space')).toEqual({
      handle: '✗ Already taken',
      displayName: 'Please check the form',
    });
  });
});
