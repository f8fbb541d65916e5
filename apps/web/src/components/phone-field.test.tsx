import { fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderPage, setUpPageTests } from '../test/render-page';
import { PhoneField } from './phone-field';

setUpPageTests();

function ContactForm() {
  const form = useForm<{ phone: string }>({ defaultValues: { phone: '' } });
  return (
    <form>
      <PhoneField control={form.control} name="phone" label="Phone" autoComplete="tel" required error={undefined} />
    </form>
  );
}

describe('PhoneField', () => {
  it('tidies the number as it is typed', () => {
    renderPage(<ContactForm />);
    const field = screen.getByRole('textbox', { name: /^Phone/ });
    fireEvent.change(field, { target: { value: '+48 (600) 700-800' } });
    expect((field as HTMLInputElement).value).toBe('+48 600 700 800');
    expect(field.getAttribute('type')).toBe('tel');
    expect(field.getAttribute('autocomplete')).toBe('tel');
    expect(field.hasAttribute('required')).toBe(true);
  });
});
