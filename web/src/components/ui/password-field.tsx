import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle; the toggle keeps its name and reports its state. */
export function PasswordField({ label, ...props }: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      label={label}
      type={isVisible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      trailing={
        <button
          type="button"
          aria-label={`Show ${label.toLowerCase()}`}
          aria-pressed={isVisible}
          onClick={() => setIsVisible((visible) => !visible)}
          className="absolute inset-y-0 right-0 inline-flex w-12 items-center justify-center text-muted transition-colors hover:text-accent"
        >
          {isVisible ? (
            <EyeOff size={18} strokeWidth={1.5} aria-hidden />
          ) : (
            <Eye size={18} strokeWidth={1.5} aria-hidden />
          )}
        </button>
      }
    />
  );
}
