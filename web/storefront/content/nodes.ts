/**
 * The nodes (news, employees, forms) from the query cache, on their own: the header's news button
 * is in the storefront's entry and needs only this.
 */
import { useQuery } from '@tanstack/react-query';
import type { Node } from '#shared/schemas/content.ts';
import { keyForUrl } from '../../common/query';

export function useNodes() {
  return useQuery<Node[]>({ queryKey: keyForUrl('/api/nodes') });
}

/** Public nodes of one type (a signed-in editor's init may also carry drafts: those stay off the website). */
export function publicNodes<T extends Node['type']>(nodes: readonly Node[] | undefined, type: T): Extract<Node, { type: T }>[] {
  return (nodes ?? []).filter((node): node is Extract<Node, { type: T }> => node.type === type && node.isPublic === true);
}
