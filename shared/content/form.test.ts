import { describe, expect, it } from 'vitest';
import { fieldKey as serverFieldKey, type ContactFormField } from '../forms/contact-form';
import { buildFormPayload, fieldKey, initialValues, toggleOption } from './form';

const options = (...values: string[]) => values.map((value) => ({ value, label: value.toUpperCase() }));

const fields: ContactFormField[] = [
  { type: 'text', value: { fieldId: 'name', label: 'Name' } },
  { type: 'text', value: { fieldId: '  ', label: 'Ohne Id' } },
  { type: 'boolean', value: { fieldId: 'callback', label: 'Rückruf' } },
  { type: 'select', value: { fieldId: 'branch', label: 'Filiale', options: options('graz', 'weiz') } },
  { type: 'multiselect', value: { fieldId: 'interest', label: 'Interesse', options: options('platten', 'spanferkel', 'buffet') } },
];

describe('fieldKey', () => {
  it('is the fieldId, else the position, exactly as the server reads it', () => {
    expect(fields.map(fieldKey)).toEqual(['name', '1', 'callback', 'branch', 'interest']);
    expect(fields.map((field, position) => serverFieldKey(field, position))).toEqual(fields.map(fieldKey));
  });
});

describe('buildFormPayload', () => {
  it('starts empty per type', () => {
    expect(initialValues(fields)).toEqual({ name: '', 1: '', callback: false, branch: '', interest: [] });
  });

  it('sends text, boolean, option value, option values and the spam checks', () => {
    const values = { name: 'Anna Huber', 1: 'frei', callback: true, branch: 'weiz', interest: ['buffet', 'platten'] };
    expect(buildFormPayload(fields, values, { honeypot: '', elapsedMs: 4321.6 })).toEqual({
      name: 'Anna Huber',
      1: 'frei',
      callback: true,
      branch: 'weiz',
      // The options' order, not the order of ticking.
      interest: ['platten', 'buffet'],
      $website: '',
      $elapsedMs: 4322,
    });
  });

  it('drops values that are no option and fills missing ones', () => {
    const payload = buildFormPayload(fields, { branch: 'leibnitz', interest: ['platten', 'gulasch'] }, { honeypot: 'http://spam.example', elapsedMs: -5 });
    expect(payload).toEqual({ name: '', 1: '', callback: false, branch: '', interest: ['platten'], $website: 'http://spam.example', $elapsedMs: 0 });
  });
});

describe('toggleOption', () => {
  it('adds and removes one option', () => {
    expect(toggleOption(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleOption(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleOption(undefined, 'a', true)).toEqual(['a']);
    expect(toggleOption(['a'], 'a', true)).toEqual(['a']);
  });
});
