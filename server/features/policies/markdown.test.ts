import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis, quotes, code and tables', () => {
    const html = renderMarkdown(
      [
        '# Returns',
        '## Within 15 days',
        'We accept **unworn** pieces, *with tags*.',
        '- one\n- two',
        '3. three',
        '> Quoted',
        '`code`',
        '---',
        '| Item | Days |\n|:--|--:|\n| Ring | 15 |',
      ].join('\n\n'),
    );
    expect(html).toContain('<h2>Returns</h2>');
    expect(html).toContain('<h2>Within 15 days</h2>');
    expect(html).toContain('<strong>unworn</strong>');
    expect(html).toContain('<em>with tags</em>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol start="3">');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<hr />');
    expect(html).toContain('<td align="right">15</td>');
    expect(html).not.toContain('<h1');
  });

  it('keeps http, https, mailto and same-site links, each with rel=noopener', () => {
    const html = renderMarkdown(
      '[a](https://bis.gov.in) [b](http://x.example) [c](mailto:care@kanakjewels.in) [d](/contact)',
    );
    expect(html).toContain('<a href="https://bis.gov.in" rel="noopener noreferrer">a</a>');
    expect(html).toContain('href="http://x.example"');
    expect(html).toContain('href="mailto:care@kanakjewels.in"');
    expect(html).toContain('href="/contact"');
  });

  it.each([
    ['[x](javascript:alert(1))'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['[x](jav&#x09;ascript:alert(1))'],
    ['[x](data:text/html;base64,PHNjcmlwdD4=)'],
    ['[x](vbscript:msgbox)'],
    ['[x](//evil.example/path)'],
  ])('drops the href of %s but keeps the words', (markdown) => {
    const html = renderMarkdown(markdown);
    expect(html).not.toMatch(/href/i);
    expect(html).toContain('>x</a>');
  });

  it.each([
    ['<script>alert(1)</script>Safe', 'Safe'],
    ['<img src=x onerror=alert(1)>Safe', 'Safe'],
    ['<p onclick="steal()" style="color:red" class="x">Safe</p>', '<p>Safe</p>'],
    ['<iframe src="https://evil.example"></iframe>Safe', 'Safe'],
    ['<svg onload=alert(1)><script>1</script></svg>Safe', 'Safe'],
    ['<style>body{display:none}</style>Safe', 'Safe'],
    ['<form action="https://evil.example"><input name=p></form>Safe', 'Safe'],
    ['![pic](https://evil.example/x.png)Safe', 'Safe'],
  ])('drops raw HTML outside the allow-list: %s', (markdown, kept) => {
    const html = renderMarkdown(markdown);
    expect(html).toContain(kept);
    expect(html).not.toMatch(/<(script|img|iframe|svg|style|form|input)|on\w+=|style=|class=/i);
    expect(html).not.toMatch(/alert|steal|display:none/);
  });

  it('shows code as text', () => {
    expect(renderMarkdown('```\n<script>x</script>\n```')).toBe(
      '<pre><code>&lt;script&gt;x&lt;/script&gt;\n</code></pre>',
    );
  });
});
