/** The id of the JSON block a server-rendered page carries its answers in, for hydration. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
