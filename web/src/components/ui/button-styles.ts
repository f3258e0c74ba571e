type ButtonVariant = 'primary' | 'outline' | 'quiet';

const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 px-6 py-3 text-[0.78rem] font-medium uppercase tracking-[0.16em] transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-button text-on-button hover:bg-button-hover',
  outline: 'border border-ink/70 text-ink hover:border-accent hover:text-accent',
  quiet: 'px-0 text-accent underline-offset-8 hover:underline',
};

/** Class names for anything that looks like a button, be it a <button> or a router <Link>. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
}

export const ICON_BUTTON_CLASS =
  'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface hover:text-accent sm:size-11';
