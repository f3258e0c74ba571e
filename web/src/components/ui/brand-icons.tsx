import type { SVGProps } from 'react';

// Brand marks are not part of lucide; these are simplified single-path outlines.
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function BaseIcon({ size = 20, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <BaseIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </BaseIcon>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <BaseIcon {...props}>
      <path
        d="M14.5 8H16V4.5h-2.2C11.3 4.5 10 6 10 8.4V10H8v3.4h2V20h3.5v-6.6h2.2l.4-3.4h-2.6V8.8c0-.5.4-.8 1-.8Z"
        fill="currentColor"
        stroke="none"
      />
    </BaseIcon>
  );
}

export function WhatsAppIcon(props: IconProps) {
  return (
    <BaseIcon {...props}>
      <path d="M4 20l1.2-4.1A8 8 0 1 1 8.3 19L4 20Z" />
      <path d="M9 8.8c0 3 2.3 5.9 5.6 6.4.6.1 1.3-.3 1.5-.9l.2-.7-1.9-.9-.8.9c-1.1-.4-2.2-1.5-2.6-2.6l.9-.8-.9-1.9-.7.2c-.6.2-1 .8-.9 1.4Z" />
    </BaseIcon>
  );
}

/** The wordmark's emblem: a ring set with a single stone. */
export function KanakMark(props: IconProps) {
  return (
    <BaseIcon strokeWidth={1.3} {...props}>
      <circle cx="12" cy="14.5" r="6.5" />
      <path d="M9.2 5.5 12 2.8l2.8 2.7L12 8.4 9.2 5.5Z" fill="currentColor" fillOpacity="0.25" />
      <path d="M9.2 5.5h5.6" />
    </BaseIcon>
  );
}
