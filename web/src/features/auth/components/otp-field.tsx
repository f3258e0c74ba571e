import { OTP_LENGTH } from '#contract/auth.ts';
import { TextField, type TextFieldProps } from '#web/components/ui/text-field.tsx';

/** The 6-digit code from the e-mail; phones offer it from the keyboard or the message. */
export function OtpField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField
      label="Verification code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      hint={`The ${OTP_LENGTH}-digit code from the e-mail. It is valid for 10 minutes.`}
      className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.4em]"
      {...props}
    />
  );
}
