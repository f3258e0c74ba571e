import { FileDown, LoaderCircle } from 'lucide-react';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { useDownloadDocument, type DocumentRequest } from '../documents-api.ts';

type DocumentButtonProps = DocumentRequest & {
  /** "Download invoice", "Download credit note", "Export CSV". */
  label: string;
  variant?: 'outline' | 'quiet';
};

/** Downloads a document the server makes; the button says so while the file is on its way. */
export function DocumentButton({ label, variant = 'quiet', ...document }: DocumentButtonProps) {
  const download = useDownloadDocument();
  return (
    <button
      type="button"
      className={buttonClass(variant, variant === 'quiet' ? 'min-h-11 gap-2' : '')}
      disabled={download.isPending}
      onClick={() => download.mutate(document)}
    >
      {download.isPending ? (
        <LoaderCircle size={16} className="animate-spin" aria-hidden />
      ) : (
        <FileDown size={16} aria-hidden />
      )}
      {label}
    </button>
  );
}
