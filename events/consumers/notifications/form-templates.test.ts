import { describe, expect, it } from 'vitest';
import { formEmail, type FormEmailInput } from './form-templates';

const LINK = 'https://shop.example.at/backend/form-submissions/01JDEMOSUBM1SS10N';

/** A catering enquiry that arrived on 24.11.2026 at 09:05 in Vienna (08:05 UTC, winter time). */
const input = (fields: Partial<FormEmailInput> = {}): FormEmailInput => ({
  formName: 'Catering-Anfrage',
  entries: [
    { label: 'Name', text: 'Anna Berger' },
    { label: 'Telefon', text: '' },
    { label: 'Ihre Nachricht', text: 'Feier am 12.12.\nBitte <b>Senf</b> & Kren, siehe www.example.at' },
    { label: 'Bitte rufen Sie mich zurück', text: 'Ja' },
  ],
  replyTo: 'anna@example.at',
  createdAt: '2026-11-24T08:05:00.000Z',
  timeZone: 'Europe/Vienna',
  backOfficeUrl: LINK,
  ...fields,
});

describe('the shop’s e-mail about a contact form submission', () => {
  it('is this text, word for word', () => {
    const mail = formEmail(input());
    expect(mail.subject).toBe('Neue Anfrage: Catering-Anfrage');
    expect(mail.text).toBe(
      [
        'Guten Tag,',
        '',
        'über das Formular „Catering-Anfrage“ der Website ist eine neue Anfrage eingegangen.',
        '',
        'Wenn Sie auf diese E-Mail antworten, geht die Antwort an anna@example.at.',
        '',
        'Formular: Catering-Anfrage',
        'Eingegangen: 24.11.2026 09:05',
        'Antwort an: anna@example.at',
        '',
        'Angaben',
        'So wurde es im Formular eingegeben (nicht von uns geprüft):',
        '> Name: Anna Berger',
        '> Telefon: –',
        '> Ihre Nachricht: Feier am 12.12.',
        '> Bitte <b>Senf</b> & Kren, siehe www[.]example[.]at',
        '> Bitte rufen Sie mich zurück: Ja',
        '',
        'Die Anfrage im Backoffice:',
        LINK,
        '',
      ].join('\n'),
    );
  });

  it('escapes what the submitter typed in the HTML part', () => {
    const { html } = formEmail(input({ formName: 'Anfrage <script>' }));
    expect(html).toContain('Bitte &lt;b&gt;Senf&lt;/b&gt; &amp; Kren');
    expect(html).toContain('Neue Anfrage: Anfrage &lt;script&gt;');
    expect(html).not.toContain('<b>Senf</b>');
    expect(html).not.toContain('<script>');
    expect(html).toContain(`href="${LINK}"`);
  });

  it('says so when there is no address to answer to, and goes without the link when none is configured', () => {
    const mail = formEmail(input({ replyTo: undefined, backOfficeUrl: undefined }));
    expect(mail.text).toContain('Die Anfrage enthält keine E-Mail-Adresse: Antworten Sie bitte auf anderem Weg (z. B. telefonisch).');
    expect(mail.text).not.toContain('Antwort an:');
    expect(mail.text).not.toContain('Backoffice');
  });
});
