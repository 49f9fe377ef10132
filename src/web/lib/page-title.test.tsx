// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { documentTitle } from '@shared/page-titles';
import { PageTitle } from './page-title';
import { ServerQueryClientProvider } from './streamed-part';

describe('PageTitle (React 19 document metadata)', () => {
  it('titles the document in the browser, and follows the page shown', () => {
    const { rerender } = render(<PageTitle title="About Kindred" />);
    expect(document.title).toBe(documentTitle('About Kindred'));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    rerender(<PageTitle title="Site map" />);
    expect(document.title).toBe(documentTitle('Site map'));
  });

  it('draws nothing on the server, which writes the head itself', () => {
    const html = renderToString(
      <ServerQueryClientProvider value={new QueryClient()}>
        <PageTitle title="About Kindred" />
      </ServerQueryClientProvider>,
    );
    expect(html).not.toContain('<title');
  });
});
