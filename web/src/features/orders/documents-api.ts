import { useMutation } from '@tanstack/react-query';
import { api, type QueryValue } from '#web/lib/api-client.ts';
import { saveFile } from '#web/lib/save-file.ts';

const DOWNLOAD_FAILED = 'The file could not be downloaded';

export const invoicePath = (orderId: string) => `/api/order/${encodeURIComponent(orderId)}/invoice`;

/** A return's credit note, or `cancellation` for the one a cancelled invoiced order got. */
export const creditNotePath = (orderId: string, returnId: string) =>
  `/api/order/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(returnId)}`;

/** A document number as a file name: `KJ/2026-27/000123` → `KJ-2026-27-000123`. */
export const fileNameOf = (documentNumber: string, extension: string) =>
  `${documentNumber.replace(/[^\w.-]+/g, '-')}.${extension}`;

export type DocumentRequest = {
  path: string;
  /** Used when the server names no file. */
  filename: string;
  query?: Record<string, QueryValue>;
};

/**
 * Fetches a PDF or CSV with the session's token (the API takes no cookie) and hands it to the
 * browser as a download; a refusal is toasted by the query client.
 */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: async ({ path, filename, query }: DocumentRequest) => {
      const file = await api.download(path, { query, defaultMessage: DOWNLOAD_FAILED });
      saveFile(file.blob, file.filename ?? filename);
    },
  });
}
