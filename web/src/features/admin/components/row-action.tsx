import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '#web/components/ui/button-styles.ts';

type RowActionProps = {
  icon: LucideIcon;
  /** The action with what it acts on, for screen readers: "Delete “Shipping”". */
  label: string;
  /** Deleting: a quiet red button rather than an outlined one. */
  isDanger?: boolean;
  disabled?: boolean;
  id?: string;
  onClick: () => void;
  children: ReactNode;
};

/** A small action on a staff card or row (Edit, Approve, Delete…), an icon before its word. */
export function RowAction({
  icon: Icon,
  label,
  isDanger = false,
  disabled,
  id,
  onClick,
  children,
}: RowActionProps) {
  return (
    <button
      type="button"
      id={id}
      className={
        isDanger
          ? buttonClass('quiet', 'min-h-10 px-3 py-2 text-danger')
          : buttonClass('outline', 'min-h-10 px-3 py-2')
      }
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon size={15} aria-hidden />
      {children}
    </button>
  );
}
