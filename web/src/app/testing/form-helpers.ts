import { fireEvent, screen } from '@testing-library/react';

/** The input a label names. */
export function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

export function typeInto(label: string, value: string): HTMLInputElement {
  const input = field(label);
  fireEvent.change(input, { target: { value } });
  return input;
}

/** Types a value and leaves the field, as a visitor tabbing onward would. */
export function fillIn(label: string, value: string): HTMLInputElement {
  const input = typeInto(label, value);
  fireEvent.blur(input);
  return input;
}

export function submit(name: string | RegExp): void {
  fireEvent.click(screen.getByRole('button', { name }));
}

/** The error text tied to a field through aria-describedby, if any. */
export function fieldError(label: string): string | null {
  const input = field(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((node) => node?.id.endsWith('-error'));
  return error?.textContent ?? null;
}
