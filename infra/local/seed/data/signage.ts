/**
 * Digital signage of the demo shop (docs/signage.md "Demo data"): the shop-window TV in Graz
 * plays the stream 'Schaufenster Graz': the counter loop all day, the lunch loop Monday to Friday
 * 10:30–14:00. The price lists are live: they show the Graz menu's current products and prices.
 *
 * The TV has no screen schedule (always on), so the player shows a picture at any hour of a demo
 * or a test. The portrait scene is in no segment: it is for an upright TV and can be shown on the
 * landscape TV with the command "Szene zeigen".
 */
import type {
  digitalSignageDeviceInputSchema,
  digitalSignageSegmentInputSchema,
  digitalSignageStreamInputSchema,
  sceneInputSchema,
} from '#shared/schemas/signage.ts';
import {
  branchIds,
  categoryIds,
  categoryPhotoIds,
  productPhotoIds,
  sceneIds,
  signageDeviceIds,
  signageKeys,
  signageSegmentIds,
  signageStreamIds,
} from '../ids';
import type { SeedRecord } from '../types';
import { photoRef } from './photos';

const GOLD = '#f2c14e';
const DARK = '#1a1410';
const WEEKDAYS_MON_TO_FRI = [0, 1, 2, 3, 4];

export const scenes: SeedRecord<typeof sceneInputSchema>[] = [
  {
    id: sceneIds.heisseTheke,
    path: '/tv/heisse-theke',
    name: 'Heiße Theke',
    orientation: 'landscape',
    background: DARK,
    regions: [
      { id: 'titel', kind: 'text', frame: { x: 4, y: 4, width: 62, height: 14 }, text: 'Heiße Theke', color: GOLD, size: 9, weight: 900, align: 'left' },
      { id: 'uhr', kind: 'clock', frame: { x: 70, y: 4, width: 26, height: 14 }, showDate: true, size: 6 },
      {
        id: 'preise',
        kind: 'priceList',
        frame: { x: 4, y: 22, width: 60, height: 74 },
        category: { id: categoryIds.heisseTheke },
        // The scene's title names the category already.
        title: 'Warm für unterwegs',
        maxItems: 9,
        size: 4,
      },
      {
        id: 'oeffnungszeiten',
        kind: 'openingHours',
        frame: { x: 68, y: 22, width: 28, height: 23 },
        background: '#2a211b',
        title: 'Öffnungszeiten',
        size: 3,
      },
      { id: 'foto', kind: 'image', frame: { x: 68, y: 49, width: 28, height: 47 }, image: photoRef(categoryPhotoIds.heisseTheke), fit: 'cover' },
    ],
  },
  {
    id: sceneIds.mittagsmenue,
    path: '/tv/mittagsmenue',
    name: 'Mittagsmenü',
    orientation: 'landscape',
    background: '#20301f',
    regions: [
      { id: 'titel', kind: 'text', frame: { x: 4, y: 4, width: 92, height: 14 }, text: 'Mittagsmenü', color: GOLD, size: 9, weight: 900, align: 'left' },
      {
        id: 'preise',
        kind: 'priceList',
        frame: { x: 4, y: 20, width: 92, height: 64 },
        category: { id: categoryIds.mittagsmenue },
        columns: 2,
        size: 4,
      },
      {
        id: 'hinweis',
        kind: 'text',
        frame: { x: 4, y: 86, width: 92, height: 10 },
        text: 'Montag bis Freitag · auch zum Mitnehmen',
        size: 4,
        weight: 400,
        align: 'left',
      },
    ],
  },
  {
    // No image template is seeded: a photo of the library and big text.
    id: sceneIds.leberkaeseAusDemOfen,
    path: '/tv/leberkaese-aus-dem-ofen',
    name: 'Leberkäse frisch aus dem Ofen',
    orientation: 'landscape',
    background: DARK,
    regions: [
      { id: 'foto', kind: 'image', frame: { x: 0, y: 0, width: 55, height: 100 }, image: photoRef(productPhotoIds.leberkaeseWarm), fit: 'cover' },
      {
        id: 'schlagzeile',
        kind: 'text',
        frame: { x: 59, y: 12, width: 37, height: 48 },
        text: 'Leberkäse frisch aus dem Ofen',
        size: 9,
        weight: 900,
        align: 'left',
      },
      {
        id: 'hinweis',
        kind: 'text',
        frame: { x: 59, y: 66, width: 37, height: 20 },
        text: 'Jetzt an der Heißen Theke – in der Semmel oder nach Gewicht',
        color: GOLD,
        size: 4,
        weight: 700,
        align: 'left',
      },
    ],
  },
  {
    id: sceneIds.schaufensterHochkant,
    path: '/tv/schaufenster-hochkant',
    name: 'Schaufenster hochkant',
    orientation: 'portrait',
    background: DARK,
    regions: [
      { id: 'titel', kind: 'text', frame: { x: 5, y: 3, width: 90, height: 8 }, text: 'Fleischerei Gruber', color: GOLD, size: 4.5, weight: 900 },
      { id: 'foto', kind: 'image', frame: { x: 0, y: 12, width: 100, height: 34 }, image: photoRef(categoryPhotoIds.heisseTheke), fit: 'cover' },
      {
        id: 'preise',
        kind: 'priceList',
        frame: { x: 5, y: 49, width: 90, height: 33 },
        category: { id: categoryIds.heisseTheke },
        maxItems: 6,
        size: 2.6,
      },
      { id: 'oeffnungszeiten', kind: 'openingHours', frame: { x: 5, y: 84, width: 58, height: 14 }, size: 1.8 },
      { id: 'uhr', kind: 'clock', frame: { x: 66, y: 84, width: 29, height: 14 }, size: 3.5 },
    ],
  },
];

export const signageSegments: SeedRecord<typeof digitalSignageSegmentInputSchema>[] = [
  {
    id: signageSegmentIds.theke,
    name: 'Theke',
    items: [
      { scene: { id: sceneIds.heisseTheke }, durationSeconds: 20 },
      { scene: { id: sceneIds.leberkaeseAusDemOfen }, durationSeconds: 10 },
    ],
    isEnabled: true,
  },
  {
    id: signageSegmentIds.mittag,
    name: 'Mittag',
    items: [
      { scene: { id: sceneIds.mittagsmenue }, durationSeconds: 20 },
      { scene: { id: sceneIds.heisseTheke }, durationSeconds: 10 },
    ],
    isEnabled: true,
  },
];

export const signageStreams: SeedRecord<typeof digitalSignageStreamInputSchema>[] = [
  {
    id: signageStreamIds.schaufensterGraz,
    name: 'Schaufenster Graz',
    entries: [
      // Untimed: plays whenever no timed entry applies.
      { segment: { id: signageSegmentIds.theke }, weekdays: [] },
      // Timed: replaces the counter loop at lunch on weekdays.
      { segment: { id: signageSegmentIds.mittag }, weekdays: WEEKDAYS_MON_TO_FRI, from: '10:30', to: '14:00' },
    ],
    isEnabled: true,
  },
];

export const signageDevices: SeedRecord<typeof digitalSignageDeviceInputSchema>[] = [
  {
    id: signageDeviceIds.schaufensterGraz,
    identifier: 'tv-schaufenster-graz',
    name: 'Schaufenster Graz',
    stream: { id: signageStreamIds.schaufensterGraz },
    branch: { id: branchIds.graz },
    description: '55"-Fernseher im Schaufenster links vom Eingang, Stick mit Browser im Vollbild.',
    rotation: 0,
    screenSchedule: [],
    isEnabled: true,
    // Write-only: stored as keyHash (demo-shop.ts prepares it like the API).
    key: signageKeys.schaufensterGraz,
  },
];
