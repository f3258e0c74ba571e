import { EmailSchema, type OtpPurpose } from '#contract/auth.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { useResendOtp } from '../auth-api.ts';
import { useResendCooldown } from '../otp-cooldown.ts';

type ResendCodeButtonProps = {
  purpose: OtpPurpose;
  /** Where the code goes, as typed; until it is a valid address the button waits. */
  email: string | undefined;
};

export function ResendCodeButton({ purpose, email: typedEmail }: ResendCodeButtonProps) {
  const parsedEmail = EmailSchema.safeParse(typedEmail);
  const email = parsedEmail.success ? parsedEmail.data : undefined;
  const resend = useResendOtp();
  const { secondsLeft, restart } = useResendCooldown(purpose, email);
  const isCoolingDown = secondsLeft > 0;

  const onClick = () => {
    if (!email) return;
    resend.mutate(
      { email, purpose },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          restart();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 429) restart(error.retryAfterSeconds);
        },
      },
    );
  };

  return (
    <p className="text-sm text-muted">
      Didn&apos;t get it? Check your spam folder, or{' '}
      <button
        type="button"
        onClick={onClick}
        disabled={!email || isCoolingDown || resend.isPending}
        className="font-medium text-accent underline decoration-gold/50 underline-offset-4 hover:decoration-accent disabled:cursor-not-allowed disabled:text-muted disabled:no-underline"
      >
        {resend.isPending
          ? 'Sending…'
          : isCoolingDown
            ? `Resend code in ${secondsLeft} s`
            : 'Resend code'}
      </button>
    </p>
  );
}
