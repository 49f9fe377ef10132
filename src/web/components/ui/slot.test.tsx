// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slot } from './slot';

describe('Slot (asChild)', () => {
  it("draws the child with both classes, merged styles, the child's other props winning", () => {
    render(
      <Slot className="rounded-full px-3" style={{ color: 'red', margin: 0 }} title="slot">
        <a href="/events" className="underline" style={{ color: 'blue' }} title="child">
          Events
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Events' });
    expect(link.className).toBe('rounded-full px-3 underline');
    expect(link.getAttribute('style')).toContain('color: blue');
    expect(link.getAttribute('style')).toContain('margin: 0');
    expect(link.getAttribute('title')).toBe('child');
    expect(link.getAttribute('href')).toBe('/events');
  });

  it("runs both click handlers, the child's first, and sets both refs", () => {
    const order: string[] = [];
    const slotRef = createRef<HTMLButtonElement>();
    const childRef = createRef<HTMLButtonElement>();
    const slotClick = vi.fn(() => order.push('slot'));
    render(
      <Slot onClick={slotClick} ref={slotRef}>
        <button type="button" ref={childRef} onClick={() => order.push('child')}>
          Go
        </button>
      </Slot>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(order).toEqual(['child', 'slot']);
    expect(slotRef.current).toBe(screen.getByRole('button'));
    expect(childRef.current).toBe(screen.getByRole('button'));
  });
});
