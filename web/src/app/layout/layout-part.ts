import { createContext } from 'react';

/**
 * What of the root layout a render writes. The browser always renders `whole`. The server renders a
 * page's `content` (its `<main>`) on every request, and the `chrome` around it (header, footer, quick
 * actions) once per settings and first path segment, which is all the chrome may depend on: it is
 * rendered for an anonymous visitor, and its links are active by their first segment (see
 * web/src/server-chrome.ts). A part left out renders as an empty `<template>` in the same place, so
 * every part keeps its position in the tree and React's ids stay those of the whole render.
 */
export type LayoutPart = 'whole' | 'chrome' | 'content';

export const LayoutPartContext = createContext<LayoutPart>('whole');

/** Marks where the chrome render leaves the page's content out. */
export const CONTENT_SLOT = '<template data-slot="content"></template>';
