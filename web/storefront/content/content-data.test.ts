import { describe, expect, it } from 'vitest';
import { findSite, publicNodes, type Node, type Site } from './content-data';

const site = (path: string, isPublic = true) => ({ id: path, path, name: path, isPublic, type: 'simple', content: {} }) as unknown as Site;

describe('findSite', () => {
  const sites = [site('/catering'), site('/über-uns'), site('/entwurf', false)];

  it('finds the public site by its decoded path, with or without a trailing slash', () => {
    expect(findSite(sites, '/catering')?.path).toBe('/catering');
    expect(findSite(sites, '/catering/')?.path).toBe('/catering');
    expect(findSite(sites, '/%C3%BCber-uns')?.path).toBe('/über-uns');
  });

  it('does not find drafts, other letter cases or unknown paths', () => {
    expect(findSite(sites, '/entwurf')).toBeUndefined();
    expect(findSite(sites, '/Catering')).toBeUndefined();
    expect(findSite(sites, '/catering/menu')).toBeUndefined();
    expect(findSite(undefined, '/catering')).toBeUndefined();
  });
});

describe('publicNodes', () => {
  it('keeps the public nodes of one type', () => {
    const nodes = [
      { id: 'a', type: 'newsPopup', isPublic: true },
      { id: 'b', type: 'newsPopup', isPublic: false },
      { id: 'c', type: 'employee', isPublic: true },
    ] as unknown as Node[];
    expect(publicNodes(nodes, 'newsPopup').map((node) => node.id)).toEqual(['a']);
    expect(publicNodes(undefined, 'form')).toEqual([]);
  });
});
