import { describe, expect, it } from 'vitest';
import { nodeTitle } from './node-names';

describe('nodeTitle', () => {
  it('names each node type by its content', () => {
    expect(nodeTitle({ type: 'newsPopup', content: { title: 'Jetzt für Weihnachten vorbestellen' } })).toBe('Jetzt für Weihnachten vorbestellen');
    expect(nodeTitle({ type: 'employee', content: { firstName: 'Sabine', lastName: 'Holzer' } })).toBe('Sabine Holzer');
    expect(nodeTitle({ type: 'form', content: { name: 'Catering-Anfrage' } })).toBe('Catering-Anfrage');
  });

  it('falls back to the node name while the content has none', () => {
    expect(nodeTitle({ type: 'employee', name: 'Aushilfe', content: { firstName: ' ', lastName: '' } })).toBe('Aushilfe');
    expect(nodeTitle({ type: 'newsPopup', content: {} })).toBe('');
  });
});
