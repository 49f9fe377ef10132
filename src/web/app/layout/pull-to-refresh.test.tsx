// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PullToRefresh } from './pull-to-refresh';

/** The window as wide as `width`, for the media queries the component asks. */
function atWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width: (\d+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

function touch(type: 'touchstart' | 'touchmove' | 'touchend', y: number) {
  const event = new Event(type) as Event & { touches: Array<{ clientY: number }> };
  event.touches = type === 'touchend' ? [] : [{ clientY: y }];
  act(() => void window.dispatchEvent(event));
}

describe('pull-to-refresh across the widths a finger uses (issue 21)', () => {
  const reload = vi.fn();
  beforeEach(() => {
    reload.mockReset();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([390, 800, 1023])('reloads the page pulled down 200 px at %i px', (width) => {
    atWidth(width);
    render(<PullToRefresh />);
    touch('touchstart', 100);
    touch('touchmove', 300);
    expect(screen.getByRole('status').textContent).toBe('Release to refresh');
    touch('touchend', 300);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves a laptop-wide page alone', () => {
    atWidth(1280);
    render(<PullToRefresh />);
    touch('touchstart', 100);
    touch('touchmove', 300);
    touch('touchend', 300);
    expect(screen.queryByRole('status')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
