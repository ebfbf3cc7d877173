/** What names a node in lists and titles: a news item's title, an employee's name, a form's name (its own `name` when set). */
import type { Node } from '#shared/schemas/content.ts';

type NodeLike = Pick<Node, 'type' | 'name'> & { content: Record<string, unknown> };

export function nodeTitle(node: NodeLike): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const own =
    node.type === 'newsPopup'
      ? text(node.content.title)
      : node.type === 'employee'
        ? [text(node.content.firstName), text(node.content.lastName)].filter(Boolean).join(' ')
        : text(node.content.name);
  return own || text(node.name);
}
