import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('shows markup as text, inside elements and attributes alike', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'co'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;',
    );
    expect(escapeHtml('Maya & Theo’s circle')).toBe('Maya &amp; Theo’s circle');
    expect(escapeHtml('')).toBe('');
  });
});
