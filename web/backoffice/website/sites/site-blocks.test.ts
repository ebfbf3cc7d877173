import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, siteBlockSchema, siteInputSchema } from '#shared/schemas/content.ts';
import { blockSummary, newBlock, plainText, withSiteType } from './site-blocks';

describe('newBlock', () => {
  it('starts every block type with a value the server accepts', () => {
    for (const type of BLOCK_TYPES) expect(siteBlockSchema.safeParse(newBlock(type)).success).toBe(true);
  });

  it('starts the blocks with the fields their editors show', () => {
    expect(newBlock('text')).toEqual({ type: 'text', value: { text: '' } });
    expect(newBlock('bulletPoints')).toEqual({ type: 'bulletPoints', value: { points: [] } });
    expect(newBlock('heroSlider')).toEqual({ type: 'heroSlider', value: { text: '', links: [], slider: { images: [], duration: 5, label: '' } } });
    expect(newBlock('team')).toEqual({ type: 'team', value: {} });
  });
});

describe('blockSummary', () => {
  it('names a block by its title or the start of its text, without tags', () => {
    expect(blockSummary({ type: 'text', value: { text: '<h2>Unser Handwerk</h2><p>Wir zerlegen &amp; reifen.</p>' } })).toBe(
      'Unser Handwerk Wir zerlegen & reifen.',
    );
    expect(blockSummary({ type: 'offers', value: { title: 'Grillzeit', text: '<p>Steaks</p>' } })).toBe('Grillzeit');
    expect(blockSummary({ type: 'bulletPoints', value: { points: [{ headline: '' }, { headline: 'Regional' }] } })).toBe('Regional');
    expect(blockSummary({ type: 'team', value: {} })).toBe('');
    expect(blockSummary({ type: 'text', value: { text: '<p></p>' } })).toBe('');
  });

  it('shortens a long text with an ellipsis', () => {
    expect(blockSummary({ type: 'text', value: { text: '<p>Extrawurst und Leberkäse</p>' } }, 12)).toBe('Extrawurst…');
  });
});

describe('plainText', () => {
  it('turns tags into spaces and collapses white space', () => {
    expect(plainText('<p>Eins</p><p>Zwei&nbsp; drei</p>')).toBe('Eins Zwei drei');
  });
});

describe('withSiteType', () => {
  const standard = {
    type: 'default' as const,
    path: '/catering',
    name: 'Catering',
    isPublic: false,
    content: { blocks: [{ type: 'text' as const, value: { text: '<p>Platten</p>' } }] },
  };

  it('turns a default site into a simple one with an empty body and keeps its blocks aside', () => {
    const { site, stash } = withSiteType(standard, 'simple', {});
    expect(site.type).toBe('simple');
    expect(site.content).toEqual({ body: '' });
    expect(stash).toEqual({ blocks: standard.content.blocks });
    // What is saved is valid for the new type.
    expect(siteInputSchema.safeParse(site).success).toBe(true);
  });

  it('brings the blocks back when switched back, and keeps the typed body aside', () => {
    const simple = withSiteType(standard, 'simple', {});
    const typed = { ...simple.site, content: { body: '<p>Kurz</p>' } };
    const back = withSiteType(typed, 'default', simple.stash);
    expect(back.site.content).toEqual(standard.content);
    expect(back.stash).toEqual({ blocks: standard.content.blocks, body: '<p>Kurz</p>' });
    expect(withSiteType(back.site, 'simple', back.stash).site.content).toEqual({ body: '<p>Kurz</p>' });
  });

  it('changes nothing when the type stays', () => {
    const result = withSiteType(standard, 'default', {});
    expect(result.site).toBe(standard);
  });
});
