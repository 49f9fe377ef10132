// @vitest-environment happy-dom
import { act, render, waitFor } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetRouteFocus, useRouteFocus } from './route-focus';

function Layout() {
  const content = useRef<HTMLDivElement>(null);
  useRouteFocus(content);
  return (
    <>
      <nav data-keeps-focus aria-label="Tabs">
        <Link to="/dashboard/events">Events tab</Link>
      </nav>
      <div ref={content} tabIndex={-1}>
        <Outlet />
      </div>
    </>
  );
}

function Page({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
      <input aria-label="Search" />
    </main>
  );
}

/** A page that shows a skeleton (no main) until its data "arrives". */
let arrive: () => void = () => undefined;
function LoadingPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    arrive = () => setLoaded(true);
  }, []);
  if (!loaded) return <div role="status">Loading…</div>;
  return <Page title="Loaded page" />;
}

function renderApp(initial = '/') {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <Page title="Home" /> },
          { path: '/about', element: <Page title="About" /> },
          { path: '/slow', element: <LoadingPage /> },
          { path: '/dashboard/:tab?', element: <Page title="Dashboard" /> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const active = () => document.activeElement;
const heading = (name: string) =>
  [...document.querySelectorAll('h1')].find((h) => h.textContent === name);

describe('useRouteFocus', () => {
  beforeEach(resetRouteFocus);

  it('leaves focus alone on the first page of a visit', () => {
    renderApp();
    expect(heading('Home')).toBeTruthy();
    expect(active()).toBe(document.body);
  });

  it("focuses the new page's h1 after an in-app navigation, out of the tab order", async () => {
    const router = renderApp();
    await act(() => router.navigate('/about'));
    const h1 = heading('About')!;
    expect(active()).toBe(h1);
    expect(h1.getAttribute('tabindex')).toBe('-1');
  });

  it('keeps focus where it is when only the query changes (search, filters)', async () => {
    const router = renderApp();
    const search = document.querySelector('input')!;
    search.focus();
    await act(() => router.navigate('/?q=cacao'));
    expect(active()).toBe(search);
  });

  it('holds focus on the content while the page loads, then moves it to the heading', async () => {
    const router = renderApp();
    await act(() => router.navigate('/slow'));
    expect(active()?.textContent).toContain('Loading…');
    expect(active()).not.toBe(document.body);
    act(() => arrive());
    await waitFor(() => expect(active()).toBe(heading('Loaded page')));
  });

  it('does not take focus back from where the person moved it while the page loaded', async () => {
    const router = renderApp();
    await act(() => router.navigate('/slow'));
    const tabLink = document.querySelector<HTMLElement>('nav a')!;
    tabLink.focus();
    act(() => arrive());
    await waitFor(() => expect(heading('Loaded page')).toBeTruthy());
    expect(active()).toBe(tabLink);
  });

  it('leaves focus on a sub-navigation that stays on screen (data-keeps-focus)', async () => {
    const router = renderApp('/dashboard');
    const tabLink = document.querySelector<HTMLElement>('nav a')!;
    tabLink.focus();
    await act(() => router.navigate('/dashboard/events'));
    expect(active()).toBe(tabLink);
  });
});
