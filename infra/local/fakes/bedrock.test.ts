import { describe, expect, it } from 'vitest';
import { imagePrompt, sitePrompt } from '#functions/content-ai/prompts.ts';
import { fakeImageAnswer, fakeSiteAnswer } from './bedrock';

const shop = { shopName: 'Fleischerei Gruber', city: 'Graz' };

describe('the fake Bedrock’s answers', () => {
  it('builds a page proposal of exactly the asked fields from the prompt', () => {
    const prompt = sitePrompt({ name: 'Catering', path: '/catering', type: 'simple' }, shop, {
      brief: 'Spanferkel für Feste',
      tone: 'herzlich',
      fields: ['title', 'content'],
    });
    expect(fakeSiteAnswer(prompt)).toEqual({
      title: 'Catering – Fleischerei Gruber in Graz',
      content: '<h2>Catering</h2><p>Spanferkel für Feste</p><p>Wir freuen uns auf Ihren Besuch.</p>',
    });
    const all = sitePrompt({ name: 'Über uns', path: '/ueber-uns', type: 'default' }, {}, { tone: 'sachlich', fields: ['title', 'description', 'content'] });
    expect(fakeSiteAnswer(all).title).toBe('Über uns – eine Fleischerei');
    expect(fakeSiteAnswer(all).description).toBe('Über uns: ergibt sich aus dem Namen und der Adresse der Seite.');
  });

  it('describes an image by its name, and says when a picture came along', () => {
    const prompt = imagePrompt({ name: 'Rindersteak', hasPicture: true }, shop);
    expect(fakeImageAnswer(prompt, true)).toEqual({ alt: 'Rindersteak, Foto angehängt', description: 'Rindersteak aus unserer Fleischerei.' });
    expect(fakeImageAnswer(imagePrompt({ brief: 'Wurstplatte', hasPicture: false }, shop), false).alt).toBe('Wurstplatte');
  });
});
