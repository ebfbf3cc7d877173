import { describe, expect, it } from 'vitest';
import { inlineText, parseInline, parseMarkdown, safeHref } from './markdown-reader';

const text = (value: string) => ({ type: 'text', text: value });

describe('parseMarkdown blocks', () => {
  it('reads headings, paragraphs and lists as the seeded legal texts write them', () => {
    const markdown = '# Datenschutzerklärung\n\nDer Schutz Ihrer Daten.\nZweite Zeile.\n\n## Ihre Rechte\n\n- Auskunft\n- Löschung\n';
    expect(parseMarkdown(markdown)).toEqual([
      { type: 'heading', level: 1, children: [text('Datenschutzerklärung')] },
      { type: 'paragraph', children: [text('Der Schutz Ihrer Daten. Zweite Zeile.')] },
      { type: 'heading', level: 2, children: [text('Ihre Rechte')] },
      { type: 'list', ordered: false, items: [[text('Auskunft')], [text('Löschung')]] },
    ]);
  });

  it('reads numbered lists, closing hashes and Windows line ends', () => {
    expect(parseMarkdown('### 1. Geltung ###\r\n1. erstens\r\n2) zweitens\r\n   weiter')).toEqual([
      { type: 'heading', level: 3, children: [text('1. Geltung')] },
      { type: 'list', ordered: true, items: [[text('erstens')], [text('zweitens weiter')]] },
    ]);
  });

  it('starts a new list when the kind changes and ends a paragraph at a list', () => {
    expect(parseMarkdown('Vorher\n- a\n1. b').map((block) => block.type)).toEqual(['paragraph', 'list', 'list']);
  });

  it('needs a space after # for a heading and gives nothing for blank input', () => {
    expect(parseMarkdown('#hashtag')).toEqual([{ type: 'paragraph', children: [text('#hashtag')] }]);
    expect(parseMarkdown('  \n\n')).toEqual([]);
  });

  it('keeps HTML as text (nothing in the text becomes markup)', () => {
    expect(parseMarkdown('<script>alert(1)</script> <b>x</b>')).toEqual([{ type: 'paragraph', children: [text('<script>alert(1)</script> <b>x</b>')] }]);
  });
});

describe('parseInline', () => {
  it('reads bold, italic and links, also nested', () => {
    expect(parseInline('Mit **fett** und *kursiv* und _auch_ [AGB](/site/terms-and-conditions).')).toEqual([
      text('Mit '),
      { type: 'strong', children: [text('fett')] },
      text(' und '),
      { type: 'em', children: [text('kursiv')] },
      text(' und '),
      { type: 'em', children: [text('auch')] },
      text(' '),
      { type: 'link', href: '/site/terms-and-conditions', children: [text('AGB')] },
      text('.'),
    ]);
    expect(parseInline('**[Mail](mailto:office@example.at)**')).toEqual([
      { type: 'strong', children: [{ type: 'link', href: 'mailto:office@example.at', children: [text('Mail')] }] },
    ]);
  });

  it('leaves unclosed markers and lone stars as text', () => {
    expect(parseInline('5 * 3 = 15 und **offen')).toEqual([text('5 * 3 = 15 und **offen')]);
    expect(parseInline('[kein Link] (x)')).toEqual([text('[kein Link] (x)')]);
  });

  it('honours backslash escapes', () => {
    expect(parseInline('\\*nicht kursiv\\*')).toEqual([text('*nicht kursiv*')]);
  });

  it('drops unsafe link addresses but keeps their text', () => {
    // The address ends at the first ')': the rest is text, nothing is a link.
    expect(parseInline('[klick](javascript:alert(1))')).toEqual([text('klick)')]);
    expect(parseInline('[klick](javascript:void)')).toEqual([text('klick')]);
    expect(parseInline('[x](//evil.example/path)')).toEqual([text('x')]);
    expect(parseInline('[Daten **wichtig**](data:text/html,x)')).toEqual([text('Daten '), { type: 'strong', children: [text('wichtig')] }]);
  });
});

describe('safeHref', () => {
  it('allows web, mail, phone and same-site addresses only', () => {
    expect(safeHref('https://www.wko.at')).toBe('https://www.wko.at');
    expect(safeHref('HTTP://x.example')).toBe('HTTP://x.example');
    expect(safeHref('tel:+43316714285')).toBe('tel:+43316714285');
    expect(safeHref('/site/privacy')).toBe('/site/privacy');
    expect(safeHref('#abschnitt')).toBe('#abschnitt');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' JavaScript:alert(1)')).toBeNull();
    expect(safeHref('vbscript:x')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('relative/path')).toBeNull();
  });
});

describe('inlineText', () => {
  it('flattens nested nodes', () => {
    expect(inlineText(parseInline('A **B _C_** [D](/d)'))).toBe('A B C D');
  });
});
