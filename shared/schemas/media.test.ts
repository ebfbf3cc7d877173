import { describe, expect, it } from 'vitest';
import { issuesToErrors } from './errors';
import { imageInputSchema, imageSchema, imageTemplateInputSchema, imageTemplateSchema, uploadCreateSchema, uploadInputSchema, uploadSchema } from './media';
import { failingPaths, storedMeta } from './test-fixtures';

describe('storefront §3 Image', () => {
  const input = { name: ' Beiried vom Almochsen ', alt: 'Beiried, in Scheiben geschnitten' };
  const fileFields = { fileVersion: 2, status: 'ready', extension: 'jpg', mimeType: 'image/jpeg', width: 1920, height: 1280, size: 348_211 };

  it('takes only name and alt from staff: the file fields are the server’s', () => {
    expect(imageInputSchema.parse({ ...input, ...fileFields })).toEqual({ name: 'Beiried vom Almochsen', alt: input.alt });
    expect(failingPaths(imageInputSchema, { ...input, name: '' })).toEqual(['name']);
  });

  it('accepts the stored record: its fileVersion is the one in /image/{size}/{id}-{fileVersion}.{extension}', () => {
    const record = { ...input, name: 'Beiried vom Almochsen', ...fileFields, ...storedMeta('image') };
    expect(imageSchema.parse(record)).toEqual(record);
  });

  it('reads a record without a file as pending with file version 0', () => {
    const record = { name: 'Theke', ...storedMeta('image') };
    expect(imageSchema.parse(record)).toMatchObject({ fileVersion: 0, status: 'pending' });
    expect(failingPaths(imageSchema, { ...record, status: 'done', fileVersion: -1 })).toEqual(['fileVersion', 'status']);
  });
});

describe('backoffice §7 image-templates (layers via GET /image-templates/{id}/layers)', () => {
  // A template as the first records were stored: layers with name, type, position and size only.
  const oldTemplate = {
    identifier: 'wochenangebot',
    name: 'Wochenangebot Instagram',
    width: 1080,
    height: 1080,
    layers: [
      { name: 'Hintergrund', type: 'image', width: 1080, height: 1080, color: '#FFFFFF' },
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

  it('keeps an old template valid: defaults fill the new fields, a field of another layer type is dropped', () => {
    expect(imageTemplateInputSchema.parse(oldTemplate)).toEqual({
      identifier: 'wochenangebot',
      name: 'Wochenangebot Instagram',
      width: 1080,
      height: 1080,
      background: { color: '#FFFFFF' },
      layers: [
        { name: 'Hintergrund', type: 'image', x: 0, y: 0, width: 1080, height: 1080, source: 'library', fit: 'cover' },
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
          fontWeight: 400,
          fontSize: 72,
          align: 'left',
          maxLines: 1,
        },
      ],
    });
    expect(imageTemplateInputSchema.parse({ identifier: 'leer', name: 'Leer', width: 100, height: 100 })).toEqual({
      identifier: 'leer',
      name: 'Leer',
      width: 100,
      height: 100,
      background: { color: '#FFFFFF' },
      layers: [],
    });
  });

  it('parses a full template: background image, product image, placeholders and a rounded shape', () => {
    const photo = { id: '01JBX6Q0Z8M3K4N5P6R7S8T9VX', version: 2, extension: 'jpg', name: 'Holzbrett' };
    const template = {
      identifier: 'tagesangebot-quer',
      name: 'Tagesangebot quer',
      width: 1920,
      height: 1080,
      background: { color: '#1F2937', image: photo },
      layers: [
        { name: 'Produktfoto', type: 'image', x: 0, y: 0, width: 1080, height: 1080, source: 'product', fit: 'contain' },
        { name: 'Preisfeld', type: 'shape', x: 1200, y: 700, width: 600, height: 240, shape: 'rectangle', color: '#B91C1C', radius: 24, opacity: 0.9 },
        {
          name: 'Preis',
          type: 'text',
          x: 1200,
          y: 720,
          width: 600,
          height: 200,
          text: '{product.price}',
          color: '#FFFFFF',
          fontFamily: 'oswald',
          fontWeight: 700,
          fontSize: 160,
          align: 'center',
          maxLines: 1,
        },
      ],
    };
    expect(imageTemplateInputSchema.parse(template)).toEqual(template);
  });

  it('refuses a capitalised identifier, an unknown layer type, a colour that is not #RRGGBB and a weight off the list', () => {
    const broken = {
      ...oldTemplate,
      identifier: 'Wochenangebot',
      background: { color: 'weiß' },
      layers: [
        { ...oldTemplate.layers[1], type: 'video' },
        { ...oldTemplate.layers[1], color: 'rot', fontWeight: 450, align: 'justify', maxLines: 0 },
      ],
    };
    expect(failingPaths(imageTemplateInputSchema, broken)).toEqual([
      'identifier',
      'background.color',
      'layers.0.type',
      'layers.1.color',
      'layers.1.fontWeight',
      'layers.1.align',
      'layers.1.maxLines',
    ]);
    const shape = { name: 'Kreis', type: 'shape', width: 10, height: 10, shape: 'triangle', opacity: 1.5 };
    expect(failingPaths(imageTemplateInputSchema, { ...oldTemplate, layers: [shape] })).toEqual(['layers.0.shape', 'layers.0.opacity']);
  });

  it('accepts the stored record', () => {
    const record = { ...imageTemplateInputSchema.parse(oldTemplate), ...storedMeta('imageTemplate') };
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
