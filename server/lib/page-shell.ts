import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { THEME_COLORS, THEMES } from '#contract/theme.ts';
import type { RenderedPage } from './renderer-interface.ts';

const EMPTY_ROOT = '<div id="root"></div>';
const HTML_TAG = '<html lang="en">';

/** What one address of the storefront is made of, before the visitor's theme is applied. */
export type PageParts = { status: number; head?: string; page: RenderedPage | null };

/**
 * The built stylesheet inside the page instead of linked: the first paint then waits for one
 * response, not two, which on a slow mobile network is most of the time to first paint (about 1 s
 * in Lighthouse's mobile run). It costs each page ~10 kB compressed; the CSP allows inline styles.
 */
function withInlineStyles(html: string, webDistDir: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (tag, file: string) => {
      const css = path.join(webDistDir, file);
      return existsSync(css) ? `<style>${readFileSync(css, 'utf8')}</style>` : tag;
    },
  );
}

/**
 * The built index.html cut once into the pieces every page is put together from, so a page is a
 * concatenation: its head tags replace the built title and description (and come before the
 * inlined stylesheet, so the browser finds a product page's photo preload in the first bytes of a
 * slow connection rather than after 60 kB of CSS), its rendered markup and
 * answers go into `#root`, and the visitor's chosen theme (the theme cookie; without one the
 * stylesheet follows the system) marks `<html>` and the toolbar colour before any script runs.
 */
export function createPageShell(indexHtml: string, webDistDir: string) {
  const html = withInlineStyles(indexHtml, webDistDir)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '');
  const headEnd = html.indexOf('</head>');
  const root = html.indexOf(EMPTY_ROOT, headEnd);
  // Not the built app (the "not built yet" notice): served as it is.
  if (headEnd < 0 || root < 0) {
    const asIs = Buffer.from(indexHtml);
    return (): Buffer => asIs;
  }

  const style = html.indexOf('<style>');
  const headAt = style >= 0 && style < headEnd ? style : headEnd;
  const start = html.slice(0, headAt);
  // The fixed pieces as UTF-8 bytes once: a page is then copied together, never encoded again.
  const plainStart = Buffer.from(start);
  const middle = Buffer.from(`${html.slice(headAt, root)}<div id="root">`);
  const rootEnd = Buffer.from('</div>');
  const end = Buffer.from(html.slice(root + EMPTY_ROOT.length));
  const themedStarts = new Map(
    THEMES.map((theme) => [
      theme as string,
      Buffer.from(
        start
          .replace(HTML_TAG, `<html lang="en" class="${theme}" style="color-scheme: ${theme}">`)
          .replace(
            /<meta name="theme-color" content="[^"]*"/,
            `<meta name="theme-color" content="${THEME_COLORS[theme]}"`,
          ),
      ),
    ]),
  );
  const none = Buffer.alloc(0);

  return function compose(parts: PageParts, theme: string | undefined): Buffer {
    const opening = (theme && themedStarts.get(theme)) || plainStart;
    const head = parts.head ? Buffer.from(`${parts.head}\n  `) : none;
    const { html: rendered, data } = parts.page ?? { html: none, data: none };
    return Buffer.concat([opening, head, middle, rendered, rootEnd, data, end]);
  };
}
