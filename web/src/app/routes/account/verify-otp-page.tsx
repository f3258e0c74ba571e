import { PagePlaceholder } from '../page-placeholder.tsx';

export function VerifyOtpPage() {
  return (
    <PagePlaceholder
      title="Verify OTP"
      eyebrow="Account help"
      next={{ to: '/forgot-password', label: 'Request a new code' }}
    />
  );
}
