import { describe, expect, it } from 'vitest';
import { FORM_SUBMISSION_RETENTION_DAYS, formSubmissionListQuerySchema, formSubmissionSchema } from './submission';

const stored = {
  id: '01M88C5AMH346E70QWXAR6XZ7B',
  entityType: 'FormSubmission',
  version: 1,
  createdAt: '2026-11-24T08:05:00.000Z',
  updatedAt: '2026-11-24T08:05:00.000Z',
  formId: '01M6DMD8K02KRNEMCNFAR0Z9ED',
  formName: 'Catering-Anfrage',
  entries: [
    { key: 'name', label: 'Name', kind: 'text', value: 'Anna Berger', text: 'Anna Berger' },
    { key: 'interest', label: 'Interesse an', kind: 'multiselect', value: ['platten'], text: 'Party-Platten' },
    { key: 'callback', label: 'Rückruf', kind: 'boolean', value: false, text: 'Nein' },
  ],
  sender: 'Anna Berger',
};

describe('formSubmissionSchema', () => {
  it('reads a stored submission as the back office gets it', () => {
    expect(formSubmissionSchema.parse(stored)).toEqual(stored);
  });

  it('refuses an entry of an unknown kind or with a number as value', () => {
    expect(formSubmissionSchema.safeParse({ ...stored, entries: [{ key: 'a', label: 'A', kind: 'file', value: 'x', text: 'x' }] }).success).toBe(false);
    expect(formSubmissionSchema.safeParse({ ...stored, entries: [{ key: 'a', label: 'A', kind: 'text', value: 3, text: '3' }] }).success).toBe(false);
  });

  it('keeps a submission two years (730 days)', () => {
    expect(FORM_SUBMISSION_RETENTION_DAYS).toBe(730);
  });
});

describe('formSubmissionListQuerySchema', () => {
  it('takes a form id and a search term, blank form as none', () => {
    expect(formSubmissionListQuerySchema.parse({ form: ' 01M6DMD8K02KRNEMCNFAR0Z9ED ', search: ' Anna ' })).toEqual({
      form: '01M6DMD8K02KRNEMCNFAR0Z9ED',
      search: 'Anna',
    });
    expect(formSubmissionListQuerySchema.safeParse({ form: '  ' }).success).toBe(false);
    expect(formSubmissionListQuerySchema.parse({})).toEqual({});
  });
});
