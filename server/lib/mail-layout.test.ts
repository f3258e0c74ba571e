import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-layout.ts';

const base = {
  shopName: 'Kanak Jewels',
  publicUrl: 'https://kanakjewels.in',
  preheader: 'Your code inside',
  heading: 'Verify your e-mail',
  paragraphs: ['Enter this code to continue:'],
};

describe('renderMail', () => {
  it('puts the code on its own line in the text and large in the HTML', () => {
    const { text, html } = renderMail({ ...base, code: '048213' });
    expect(text.split('\n')).toContain('048213');
    expect(html).toMatch(/letter-spacing:10px[^>]*>048213</);
  });

  it('escapes every interpolated value in the HTML, and leaves the text as written', () => {
    const hostile = '<script>alert("x")</script>';
    const { text, html } = renderMail({
      ...base,
      shopName: `Kanak & Sons ${hostile}`,
      heading: hostile,
      greeting: `Dear ${hostile},`,
      paragraphs: [hostile],
      action: { label: hostile, url: 'https://kanakjewels.in/a?b=1&c="2"' },
      footnote: hostile,
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(html).toContain('href="https://kanakjewels.in/a?b=1&#38;c=&#34;2&#34;"');
    expect(text).toContain(`Dear ${hostile},`);
  });

  it('signs off with the shop name, its founding year and a link to the shop', () => {
    const { text, html } = renderMail({
      ...base,
      action: { label: 'Visit us', url: 'https://kanakjewels.in/products' },
    });
    expect(text).toContain('Kanak Jewels · Established 2002\nhttps://kanakjewels.in');
    expect(text).toContain('Visit us: https://kanakjewels.in/products');
    expect(html).toContain('Established 2002');
    expect(html).toContain(
      '<a href="https://kanakjewels.in" style="color:#f3e6cc">kanakjewels.in</a>',
    );
    expect(html).toContain('Your code inside');
    expect(html).not.toMatch(/undefined/);
  });
});
