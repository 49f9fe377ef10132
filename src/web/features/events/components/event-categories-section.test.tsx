// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { MAX_EVENT_CATEGORIES } from '@shared/events/event-schemas';
import { catalogueQuery } from '../api/events';
import { EventCategoriesSection } from './event-categories-section';
import type { EventFormApi } from './event-form-values';

const categories = ['Breathwork', 'Cacao', 'Dance', 'Sound', 'Yoga'].map((name, index) => ({
  id: index + 1,
  name,
  color: '#2D4A22',
}));

function Harness() {
  const form = useForm({ defaultValues: { categoryIds: [], tagIds: [] } });
  return <EventCategoriesSection form={form as unknown as EventFormApi} />;
}

describe('EventCategoriesSection', () => {
  it(`ticks up to ${MAX_EVENT_CATEGORIES} categories and leaves a box past the limit unticked`, () => {
    const client = new QueryClient();
    client.setQueryData(catalogueQuery.queryKey, { categories, tags: [], facts: [] });
    render(
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>,
    );
    const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    for (const { name } of categories) act(() => void fireEvent.click(box(name)));
    expect(categories.map(({ name }) => box(name).checked)).toEqual(
      categories.map((_, index) => index < MAX_EVENT_CATEGORIES),
    );
  });
});
