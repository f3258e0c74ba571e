import type { InputHTMLAttributes, Ref } from 'react';

type HoneypotFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  ref?: Ref<HTMLInputElement>;
};

/**
 * A field that people never see, reach or hear, but form-filling bots do fill in; the server quietly
 * drops a submission that carries it. Takes react-hook-form's `register()` props.
 */
export function HoneypotField({ ref, ...input }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        Website (leave this empty)
        <input ref={ref} type="text" tabIndex={-1} autoComplete="off" {...input} />
      </label>
    </div>
  );
}
