import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InputField } from './input-field.tsx';

describe('the identity input field', () => {
  it('a labelled, required control of its type, large by default', () => {
    const html = renderToString(<InputField name="email" label="Email address" type="email" required validationErrorMessage="Bad email" />);
    const id = /<label for="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`id="${id}"`);
    expect(html).toMatch(/<input[^>]*type="email"[^>]*required=""/);
    expect(html).toContain('identity-field--large');
  });

  it('shows no error before the reader has left the field, and the tip while it is valid', () => {
    const html = renderToString(<InputField name="password" label="Password" type="password" pattern=".{8,}" tip="At least 8 characters" validationErrorMessage="Too short" />);
    expect(html).not.toContain('role="alert"');
    expect(html).toContain('At least 8 characters');
    expect(html).toContain('pattern=".{8,}"');
  });

  it('small size, select and radio types', () => {
    const options = [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }];
    expect(renderToString(<InputField name="x" label="X" size="small" />)).toContain('identity-field--small');
    expect(renderToString(<InputField name="s" label="S" type="select" options={options} />)).toMatch(/<select[^>]*name="s"[^>]*>.*<option value="b">B<\/option>/);
    const radios = renderToString(<InputField name="r" label="R" type="radio" options={options} defaultValue="b" />);
    expect(radios.match(/type="radio"/g)).toHaveLength(2);
    expect(radios).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="b"|<input type="radio"[^>]*value="b"[^>]*checked=""/);
  });
});
