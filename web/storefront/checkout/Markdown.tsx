/**
 * Renders the tree of markdown.ts as React elements: text is always text (React escapes it), so a
 * legal text cannot inject markup. Headings are shifted below the dialog's own h2.
 */
import { Fragment, type ReactNode } from 'react';
import { inlineText, parseMarkdown, type Block, type Inline } from './markdown-reader';

function renderInline(nodes: readonly Inline[]): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'link': {
        const external = /^https?:/i.test(node.href);
        return (
          <a key={index} href={node.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {renderInline(node.children)}
          </a>
        );
      }
    }
  });
}

function renderBlock(block: Block, index: number, headingOffset: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      const Tag = `h${Math.min(6, block.level + headingOffset)}` as 'h3';
      return <Tag key={index}>{renderInline(block.children)}</Tag>;
    }
    case 'paragraph':
      return <p key={index}>{renderInline(block.children)}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List key={index}>
          {block.items.map((item, position) => (
            <li key={position}>{renderInline(item)}</li>
          ))}
        </List>
      );
    }
  }
}

export interface MarkdownProps {
  source: string;
  /** Added to every heading level (a '#' heading under an h2 becomes an h3 with offset 2). */
  headingOffset?: number;
  /** Drops a first heading that repeats this text (the dialog already shows it). */
  omitTitle?: string;
}

export function Markdown({ source, headingOffset = 2, omitTitle }: MarkdownProps) {
  let blocks = parseMarkdown(source);
  const first = blocks[0];
  if (omitTitle && first?.type === 'heading' && inlineText(first.children).trim().toLowerCase() === omitTitle.trim().toLowerCase()) {
    blocks = blocks.slice(1);
  }
  return <div className="markdown">{blocks.map((block, index) => renderBlock(block, index, headingOffset))}</div>;
}
