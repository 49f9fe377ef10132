/**
 * What a page rendered on the server hands the browser that hydrates it (ADR 24, ADR 29): the
 * answers of the queries the HTML was drawn from, React Router's hydration data, and the lazy
 * parts the page shows. It travels in a
 * JSON data block (`<script type="application/json">`), which the content security policy
 * allows because it is never run.
 */
export const SERVER_STATE_ELEMENT_ID = 'kindred-server-state';

export type ServerRenderedState = {
  /** TanStack Query's dehydrated cache. */
  queries: unknown;
  /** React Router's hydration data: the loaders put their answers in the queries, not here. */
  router: { loaderData: Record<string, unknown>; actionData: unknown; errors: unknown };
  /** The lazy parts drawn (`lazyPart` names), whose code the browser loads before hydrating. */
  parts: string[];
};

/** JSON safe inside an HTML element: no text in it can close the element or open a comment. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
