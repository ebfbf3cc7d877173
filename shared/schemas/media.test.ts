import { describe, expect, it } from 'vitest';
import { issuesToErrors } from './errors';
import { imageInputSchema, imageSchema, imageTemplateInputSchema, imageTemplateSchema, uploadCreateSchema, uploadInputSchema, uploadSchema } from './media';
import { failingPaths, storedMeta } from './test-fixtures';

describe('storefront §3 Image', () => {
  const image = {
    name: ' Beiried vom Almochsen ',
    alt: 'Beiried, in Scheiben geschnitten',
    extension: 'jpg',
    mimeType: 'image/jpeg',
    width: 1920,
    height: 1280,
    size: 348_211,
  };

  it('parses the metadata of an uploaded photo', () => {
    expect(imageInputSchema.parse(image)).toEqual({ ...image, name: 'Beiried vom Almochsen' });
  });

  it('refuses an extension that is no image, a zero width and a missing name', () => {
    expect(failingPaths(imageInputSchema, { ...image, extension: 'pdf', width: 0, name: '' })).toEqual(['name', 'extension', 'width']);
    expect(failingPaths(imageInputSchema, { ...image, height: 20_001, size: 1.5 })).toEqual(['height', 'size']);
  });

  it('accepts the stored record: its version is the one in /image/{id}-{version}.{extension}', () => {
    const record = { ...image, name: 'Beiried vom Almochsen', ...storedMeta('image') };
    expect(imageSchema.parse(record)).toEqual(record);
  });
});

describe('backoffice §7 image-templates (layers via GET /image-templates/{id}/layers)', () => {
  const template = {
    identifier: 'wochenangebot',
    name: 'Wochenangebot Instagram',
    width: 1080,
    height: 1080,
    layers: [
      { name: 'Hintergrund', type: 'image', width: 1080, height: 1080 },
      {
        name: 'Titel',
        type: 'text',
        x: 60,
        y: 80,
        width: 960,
        height: 120,
        text: 'Angebot der Woche',
        color: '#8B0000',
        fontFamily: 'Roboto Slab',
        fontSize: 72,
      },
    ],
  };

  it('parses a template; a layer without position sits at 0/0', () => {
    expect(imageTemplateInputSchema.parse(template)).toEqual({
      ...template,
      layers: [{ name: 'Hintergrund', type: 'image', x: 0, y: 0, width: 1080, height: 1080 }, template.layers[1]],
    });
    expect(imageTemplateInputSchema.parse({ identifier: 'leer', name: 'Leer', width: 100, height: 100 }).layers).toEqual([]);
  });

  it('refuses an identifier with capitals, an unknown layer type and a colour that is not #RRGGBB', () => {
    const broken = { ...template, identifier: 'Wochenangebot', layers: [{ ...template.layers[1], type: 'video', color: 'rot' }] };
    expect(failingPaths(imageTemplateInputSchema, broken)).toEqual(['identifier', 'layers.0.type', 'layers.0.color']);
  });

  it('accepts the stored record', () => {
    const record = { ...imageTemplateInputSchema.parse(template), ...storedMeta('imageTemplate') };
    expect(imageTemplateSchema.parse(record)).toEqual(record);
  });
});

describe('storefront §3 Upload', () => {
  const upload = { name: 'Tortenfoto.png', extension: 'png', mimeType: 'image/png', size: 52_000 };

  it('parses an upload and requires its MIME type', () => {
    expect(uploadInputSchema.parse(upload)).toEqual(upload);
    expect(failingPaths(uploadInputSchema, { ...upload, mimeType: undefined, extension: '.PNG' })).toEqual(['extension', 'mimeType']);
  });

  it('accepts the stored record with the public hash of /upload/{publicHash}/…', () => {
    const record = { ...upload, ...storedMeta('upload'), publicHash: 'q8W3e5R7t9Y1' };
    expect(uploadSchema.parse(record)).toEqual(record);
    const { publicHash: _publicHash, ...withoutHash } = record;
    expect(failingPaths(uploadSchema, withoutHash)).toEqual(['publicHash']);
  });
});

describe('storefront §7 Upload create', () => {
  it('takes a data URL and an optional file name, trimmed', () => {
    expect(uploadCreateSchema.parse({ data: 'data:image/png;base64,iVBORw0KGgo=', name: ' Torte.png ' })).toEqual({
      data: 'data:image/png;base64,iVBORw0KGgo=',
      name: 'Torte.png',
    });
    expect(uploadCreateSchema.parse({ data: 'data:;base64,' })).toEqual({ data: 'data:;base64,' });
  });

  it('refuses plain base64 with the German upload message, a missing data and a name over 200 characters', () => {
    const result = uploadCreateSchema.safeParse({ data: 'iVBORw0KGgo=', name: 'x'.repeat(201) }, { reportInput: true });
    expect(result.success).toBe(false);
    expect(issuesToErrors(result.error!.issues)).toEqual([
      { code: 'upload.invalidData', field: 'data', message: 'Die Datei konnte nicht gelesen werden. Bitte wählen Sie sie erneut aus.' },
      { code: 'validation.tooLong', field: 'name', message: 'Bitte geben Sie höchstens 200 Zeichen ein.' },
    ]);
    expect(failingPaths(uploadCreateSchema, { name: 'Torte.png' })).toEqual(['data']);
  });
});
