export type MailContent = {
  shopName: string;
  publicUrl: string;
  /** The preview line mail apps show beside the subject. */
  preheader: string;
  heading: string;
  greeting?: string;
  paragraphs: string[];
  code?: string;
  action?: { label: string; url: string };
  footnote?: string;
};

const FOUNDED = 'Established 2002';
const SERIF = "Georgia, 'Cormorant Garamond', 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";
const IVORY = '#f7f1e8';
const PAPER = '#fffdf8';
const MAROON = '#6b1d2a';
const GOLD = '#b8860b';
const INK = '#3b2f2a';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One content, two renderings: a table-based HTML mail in the shop's colours and its plain-text twin. */
export function renderMail(content: MailContent): { text: string; html: string } {
  return { text: renderText(content), html: renderHtml(content) };
}

function renderText({ shopName, publicUrl, heading, greeting, ...content }: MailContent): string {
  const { paragraphs, code, action, footnote } = content;
  return [
    heading,
    '',
    ...(greeting ? [greeting, ''] : []),
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(code ? [code, ''] : []),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? [footnote, ''] : []),
    '--',
    `${shopName} · ${FOUNDED}`,
    publicUrl,
    '',
  ].join('\n');
}

const paragraphHtml = (value: string) =>
  `<p style="margin:0 0 16px;font:16px/1.6 ${SANS};color:${INK}">${escapeHtml(value)}</p>`;

const codeHtml = (code: string) =>
  `<div style="margin:24px 0;padding:18px 8px;text-align:center;background:${IVORY};border:1px dashed ${GOLD};font:600 34px/1 ${SERIF};letter-spacing:10px;color:${MAROON}">${escapeHtml(code)}</div>`;

const actionHtml = ({ label, url }: { label: string; url: string }) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" align="center" style="margin:24px auto"><tr><td style="background:${MAROON}"><a href="${escapeHtml(url)}" style="display:inline-block;padding:13px 28px;color:${PAPER};text-decoration:none;font:600 14px/1 ${SANS};letter-spacing:1px">${escapeHtml(label)}</a></td></tr></table>`;

const footnoteHtml = (value: string) =>
  `<p style="margin:16px 0 0;font:13px/1.6 ${SANS};color:#7a6a5e">${escapeHtml(value)}</p>`;

function renderHtml(content: MailContent): string {
  const { shopName, publicUrl, heading, greeting, code, action, footnote } = content;
  const body = [
    `<h1 style="margin:0 0 20px;font:600 26px/1.3 ${SERIF};color:${MAROON}">${escapeHtml(heading)}</h1>`,
    ...(greeting ? [paragraphHtml(greeting)] : []),
    ...content.paragraphs.map(paragraphHtml),
    ...(code ? [codeHtml(code)] : []),
    ...(action ? [actionHtml(action)] : []),
    ...(footnote ? [footnoteHtml(footnote)] : []),
  ].join('\n');
  const site = escapeHtml(publicUrl.replace(/^https?:\/\//, ''));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="color-scheme" content="light"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:${IVORY}">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;color:transparent;mso-hide:all">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${IVORY}">
<tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${PAPER};border:1px solid #e8dcc4">
<tr><td style="padding:28px 32px;border-bottom:2px solid ${GOLD};text-align:center">
<div style="font:600 28px/1.2 ${SERIF};color:${MAROON};letter-spacing:1px">${escapeHtml(shopName)}</div>
<div style="margin-top:6px;font:11px/1.6 ${SANS};color:#9a7b4f;letter-spacing:3px;text-transform:uppercase">Fine jewellery</div>
</td></tr>
<tr><td style="padding:32px">
${body}
</td></tr>
<tr><td style="padding:20px 32px;background:${MAROON};text-align:center;font:12px/1.7 ${SANS};color:#f3e6cc">
<span style="font-family:${SERIF};font-size:14px;color:${PAPER}">${escapeHtml(shopName)}</span> · ${FOUNDED}<br>
<a href="${escapeHtml(publicUrl)}" style="color:#f3e6cc">${site}</a>
</td></tr>
</table></td></tr></table></body></html>`;
}
