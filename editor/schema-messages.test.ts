import { describe, expect, it } from 'vitest';
import { schemaMessage } from './schema-messages.ts';

describe("the server's validation messages in the Māori editor", () => {
  it('says each known message in te reo Māori, keeping its field names and numbers', () => {
    expect(schemaMessage('missing required field "content"', 'mi')).toBe('Kāore he uara mō te āpure "content": me whai uara');
    expect(schemaMessage('must be <= 4', 'mi')).toBe('Me iti iho i te 4, me ōrite rānei');
    expect(schemaMessage('wrong type: must be integer', 'mi')).toBe('Momo hē: me he tau tōpū');
    expect(schemaMessage('is empty: this field needs a value', 'mi')).toBe('He kau: me whai uara tēnei āpure');
    expect(schemaMessage('unknown field "titel" (did you mean "title"?)', 'mi')).toBe('Āpure tauhou "titel" (ko "title" pea?)');
  });

  it('leaves English as it is, and a message of no known shape as written', () => {
    expect(schemaMessage('must be <= 4', 'en')).toBe('must be <= 4');
    expect(schemaMessage('content "x" declares: bad', 'mi')).toBe('content "x" declares: bad');
  });
});
