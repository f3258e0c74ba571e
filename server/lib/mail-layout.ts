export type MailContent = {
  shopName: string;
  publicUrl: string;
  preheader: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  code?: string;
  action?: { label: string; url: string };
  footnote?: string;
};

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const SERIF = "Georgia, 'Cormorant Garamond', 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Arial, sans-serif";

/** One content, two renderings: a table-based HTML mail in the shop's colours and its plain-text twin. */
export function renderMail(content: MailContent): { text: string; html: string } {
  const { shopName, publicUrl, code, action, footnote } = content;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(code ? [`    ${code}`, ''] : []),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? [footnote, ''] : []),
    `${shopName} · Established 2002`,
    publicUrl,
  ].join('\n');

  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px;font:16px/1.6 ${SANS};color:#3b2f2a">${escapeHtml(value)}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f7f1e8">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f1e8;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fffdf8;border:1px solid #e8dcc4">
<tr><td style="padding:28px 32px;border-bottom:2px solid #b8860b;text-align:center">
<div style="font:600 26px/1.2 ${SERIF};color:#6b1d2a;letter-spacing:1px">${escapeHtml(shopName)}</div>
<div style="font:11px/1.6 ${SANS};color:#9a7b4f;letter-spacing:3px;text-transform:uppercase">Fine jewellery since 2002</div>
</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;font:600 24px/1.3 ${SERIF};color:#6b1d2a">${escapeHtml(content.heading)}</h1>
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
${
  code
    ? `<div style="margin:24px 0;padding:18px;text-align:center;background:#f7f1e8;border:1px dashed #b8860b;font:600 34px/1 ${SANS};letter-spacing:10px;color:#6b1d2a">${escapeHtml(code)}</div>`
    : ''
}
${
  action
    ? `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 28px;background:#6b1d2a;color:#fffdf8;text-decoration:none;font:600 14px/1 ${SANS};letter-spacing:1px">${escapeHtml(action.label)}</a></p>`
    : ''
}
${footnote ? `<p style="margin:16px 0 0;font:13px/1.6 ${SANS};color:#7a6a5e">${escapeHtml(footnote)}</p>` : ''}
</td></tr>
<tr><td style="padding:20px 32px;background:#6b1d2a;text-align:center;font:12px/1.6 ${SANS};color:#f3e6cc">
${escapeHtml(shopName)} · Established 2002<br><a href="${escapeHtml(publicUrl)}" style="color:#f3e6cc">${escapeHtml(publicUrl.replace(/^https?:\/\//, ''))}</a>
</td></tr>
</table></td></tr></table></body></html>`;
  return { text, html };
}
