/**
 * A small markdown reader for the legal texts of the checkout modals (config.termsAndConditionsText,
 * privacyPolicyText; storefront.md §2 "privacy policy and terms modals (markdown)").
 *
 * Decision: no markdown library and no HTML. The texts are written in the back office, and the
 * checkout chunk should stay small; the subset legal texts use is enough: headings (#…######),
 * paragraphs, bullet and numbered lists, **bold**, *italic* / _italic_ and [links](address).
 * The result is a tree that Markdown.tsx turns into React elements, so nothing the text says can
 * become markup: raw HTML shows as text, and links only keep http(s), mailto, tel and same-site
 * addresses (a `javascript:` link becomes plain text).
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;

/** Addresses a link may keep: web, mail and phone links and paths of this site. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return trimmed;
  // '/site/privacy' or '#top', but not '//other.host' (a protocol-relative address).
  if (/^(\/(?!\/)|#)/.test(trimmed)) return trimmed;
  return null;
}

function pushText(nodes: Inline[], text: string): void {
  if (text === '') return;
  const last = nodes.at(-1);
  if (last?.type === 'text') last.text += text;
  else nodes.push({ type: 'text', text });
}

/** Inline markup of one block's text. Unclosed markers stay as they are. */
export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = [];
  let index = 0;
  while (index < text.length) {
    const rest = text.slice(index);
    if (rest.startsWith('\\') && rest.length > 1 && /[\\*_[\]()#-]/.test(rest[1]!)) {
      pushText(nodes, rest[1]!);
      index += 2;
      continue;
    }
    const strong = /^(\*\*|__)(?=\S)([\s\S]*?\S)\1/.exec(rest);
    if (strong) {
      nodes.push({ type: 'strong', children: parseInline(strong[2]!) });
      index += strong[0].length;
      continue;
    }
    const em = /^(\*|_)(?=\S)([\s\S]*?\S)\1(?![*_])/.exec(rest);
    if (em) {
      nodes.push({ type: 'em', children: parseInline(em[2]!) });
      index += em[0].length;
      continue;
    }
    const link = /^\[([^\]]+)\]\(([^)\s]*)\)/.exec(rest);
    if (link) {
      const href = safeHref(link[2]!);
      const children = parseInline(link[1]!);
      if (href) nodes.push({ type: 'link', href, children });
      // A refused address: the link text stays, the address is dropped.
      else
        for (const child of children) {
          if (child.type === 'text') pushText(nodes, child.text);
          else nodes.push(child);
        }
      index += link[0].length;
      continue;
    }
    // Plain text up to the next character that might start markup.
    const plain = /^[^*_[\\]+/.exec(rest);
    const length = plain ? plain[0].length : 1;
    pushText(nodes, rest.slice(0, length));
    index += length;
  }
  return nodes;
}

/** The blocks of a markdown text; lines of a paragraph are joined with a space. */
export function parseMarkdown(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };

  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: 'heading', level: heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6, children: parseInline(heading[2]!) });
      continue;
    }
    const bullet = BULLET.exec(raw) ?? null;
    const numbered = bullet ? null : NUMBERED.exec(raw);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = numbered !== null;
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[1]!.trim());
      continue;
    }
    if (list) {
      // A line right under an item continues that item.
      list.items[list.items.length - 1] += ` ${line}`;
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** The plain text of inline nodes (e.g. to compare a heading with the dialog's title). */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.text : inlineText(node.children))).join('');
}
