import { fireEvent, within } from '@testing-library/react';

/** A form's labelled input, a typed value, a button click: what the admin form tests do most. */
export const input = (form: HTMLElement, label: string) =>
  within(form).getByLabelText<HTMLInputElement>(label);
export const type = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(input(form, label), { target: { value } });
export const click = (form: HTMLElement, name: string) =>
  fireEvent.click(within(form).getByRole('button', { name }));
