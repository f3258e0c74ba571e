import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { AppError } from '../../lib/errors.ts';

const marked = new Marked({ gfm: true, breaks: false });

const ALIGN = { name: 'align', multiple: false, values: ['left', 'center', 'right'] };

/**
 * Only what policy text needs. Markdown lets staff type raw HTML; anything outside this list is
 * dropped (script and style with their content), as are event handlers, styles and classes.
 */
const ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
    ...['ul', 'ol', 'li', 'a', 'strong', 'em', 'del'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], ol: ['start'], th: [ALIGN], td: [ALIGN] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'title'],
  // The page's own heading is the h1; a section's `#` heading becomes the next level down.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};

const TOO_DEEP = 'The text is nested too deeply (quotes or lists inside each other); simplify it';

/** Staff-written Markdown to HTML that is safe to insert into a page as it is. */
export function renderMarkdown(markdown: string): string {
  let html: string;
  try {
    html = marked.parse(markdown, { async: false });
  } catch (error) {
    // marked recurses per nesting level: hundreds of nested quotes or lists exhaust the stack.
    if (!(error instanceof RangeError)) throw error;
    throw new AppError('VALIDATION_FAILED', `content: ${TOO_DEEP}`, [
      { path: 'content', message: TOO_DEEP },
    ]);
  }
  return sanitizeHtml(html, ALLOW_LIST).trim();
}
