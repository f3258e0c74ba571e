import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { VerifyCodeSchema } from '#contract/certificates.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { TextField } from '#web/components/ui/text-field.tsx';

type VerifyFormProps = {
  /** The code being shown, if any: the field starts with it. */
  code?: string | undefined;
  onVerify: (code: string) => void;
};

/** A certificate number or HUID, checked by the shared schema before it is looked up. */
export function VerifyForm({ code = '', onVerify }: VerifyFormProps) {
  const [value, setValue] = useState(code);
  const [error, setError] = useState<string>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = VerifyCodeSchema.safeParse({ code: value });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onVerify(checked.data.code);
  };
  return (
    <form
      role="search"
      aria-label="Verify a certificate"
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4 sm:flex-row sm:items-start"
    >
      <TextField
        label="Certificate number or HUID"
        name="code"
        value={value}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="e.g. 7XK2MN or 573214856"
        hint="The HUID is the six letters and digits stamped beside the BIS mark; a lab certificate's number is printed on the report."
        className="flex-1"
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className={buttonClass('primary', 'sm:mt-7')}>
        <ShieldCheck size={16} aria-hidden /> Verify
      </button>
    </form>
  );
}
