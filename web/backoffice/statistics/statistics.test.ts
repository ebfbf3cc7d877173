import { describe, expect, it } from 'vitest';
import type { StatisticAnswer } from '#shared/statistics/catalog.ts';
import { csvAmount, csvFileName, tableCsv } from './csv';
import { formatChange, formatShare, formatValue, percentChange } from './numbers';
import { daysOf, presetRange, previousPeriod, searchOfView, todayOf, viewOfSearch } from './range';
import { heatmapGrid, statisticTable } from './table';

const VIENNA = 'Europe/Vienna';
const BOM = '\uFEFF';
const NBSP = '\u00A0';

describe('range presets in the shop time zone', () => {
  it('today is the shop day, not the UTC day (23:30 UTC is already tomorrow in Vienna)', () => {
    expect(todayOf(new Date('2026-11-27T23:30:00Z'), VIENNA)).toBe('2026-11-28');
    expect(todayOf(new Date('2026-11-27T22:59:00Z'), VIENNA)).toBe('2026-11-27');
    // Summer time: UTC+2.
    expect(todayOf(new Date('2026-07-14T22:00:00Z'), VIENNA)).toBe('2026-07-15');
  });

  it('on the spring switch day (29 March 2026, 23 hours) the presets count days, not 24-hour steps', () => {
    // 00:30 local on 29 March is 23:30 UTC on the 28th; 23:30 local is 21:30 UTC.
    expect(todayOf(new Date('2026-03-28T23:30:00Z'), VIENNA)).toBe('2026-03-29');
    expect(todayOf(new Date('2026-03-29T21:30:00Z'), VIENNA)).toBe('2026-03-29');
    const today = todayOf(new Date('2026-03-29T21:30:00Z'), VIENNA);
    expect(presetRange('today', today)).toEqual({ from: '2026-03-29', to: '2026-03-29' });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-03-28', to: '2026-03-28' });
    expect(presetRange('7d', today)).toEqual({ from: '2026-03-23', to: '2026-03-29' });
    expect(presetRange('30d', '2026-03-30')).toEqual({ from: '2026-03-01', to: '2026-03-30' });
  });

  it('on the autumn switch day (25 October 2026, 25 hours) the repeated hour stays the same day', () => {
    // 02:30 local happens twice: 00:30 UTC and 01:30 UTC; 23:30 local is 22:30 UTC.
    expect(todayOf(new Date('2026-10-25T00:30:00Z'), VIENNA)).toBe('2026-10-25');
    expect(todayOf(new Date('2026-10-25T01:30:00Z'), VIENNA)).toBe('2026-10-25');
    expect(todayOf(new Date('2026-10-25T22:30:00Z'), VIENNA)).toBe('2026-10-25');
    expect(todayOf(new Date('2026-10-25T23:00:00Z'), VIENNA)).toBe('2026-10-26');
    expect(presetRange('7d', '2026-10-25')).toEqual({ from: '2026-10-19', to: '2026-10-25' });
  });

  it('Dieses Jahr runs from 1 January; 30 Tage across a year end', () => {
    expect(presetRange('year', '2026-11-28')).toEqual({ from: '2026-01-01', to: '2026-11-28' });
    expect(presetRange('30d', '2026-01-10')).toEqual({ from: '2025-12-12', to: '2026-01-10' });
  });

  it('previous period: as many days right before; the year against the same days a year earlier', () => {
    expect(previousPeriod({ from: '2026-11-22', to: '2026-11-28' }, '7d')).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(previousPeriod({ from: '2026-11-28', to: '2026-11-28' }, 'today')).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-30' }, '30d')).toEqual({ from: '2026-01-30', to: '2026-02-28' });
    expect(previousPeriod({ from: '2026-01-01', to: '2026-11-28' }, 'year')).toEqual({ from: '2025-01-01', to: '2025-11-28' });
    expect(previousPeriod({ from: '2028-01-01', to: '2028-02-29' }, 'year')).toEqual({ from: '2027-01-01', to: '2027-02-28' });
    expect(previousPeriod({ from: '2026-02-01', to: '2026-03-31' }, 'custom')).toEqual({ from: '2025-12-04', to: '2026-01-31' });
  });

  it('days of a range include both ends', () => {
    expect(daysOf({ from: '2026-10-24', to: '2026-10-26' })).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('the URL keeps the view: presets by name, custom ranges by their days, the branch', () => {
    const today = '2026-11-28';
    expect(viewOfSearch(new URLSearchParams(''), today)).toEqual({ preset: '7d', range: { from: '2026-11-22', to: today }, branch: undefined });
    expect(viewOfSearch(new URLSearchParams('range=30d&branch=b1'), today)).toEqual({ preset: '30d', range: { from: '2026-10-30', to: today }, branch: 'b1' });
    expect(viewOfSearch(new URLSearchParams('range=custom&from=2026-11-15&to=2026-11-01'), today)).toEqual({
      preset: 'custom',
      range: { from: '2026-11-01', to: '2026-11-15' },
      branch: undefined,
    });
    expect(viewOfSearch(new URLSearchParams('range=custom&from=2026-02-30&to=2026-03-01'), today).preset).toBe('7d');
    expect(viewOfSearch(new URLSearchParams('range=weekly'), today).preset).toBe('7d');
    expect(searchOfView({ preset: 'custom', range: { from: '2026-11-01', to: '2026-11-15' }, branch: 'b1' }).toString()).toBe(
      'range=custom&from=2026-11-01&to=2026-11-15&branch=b1',
    );
    expect(searchOfView({ preset: 'year', range: { from: '2026-01-01', to: today }, branch: undefined }).toString()).toBe('range=year');
  });
});

describe('numbers', () => {
  it('percentage change against the previous period', () => {
    expect(percentChange(1125, 1000)).toBe(0.125);
    expect(percentChange(970, 1000)).toBeCloseTo(-0.03);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
    expect(formatChange(0.125)).toBe(`+12,5${NBSP}%`);
    expect(formatChange(-0.03)).toBe(`-3,0${NBSP}%`);
    expect(formatChange(0)).toBe(`0,0${NBSP}%`);
    expect(formatChange(12.5)).toBe(`+1.250,0${NBSP}%`);
  });

  it('counts with grouping, amounts as euros with cents, shares in percent', () => {
    expect(formatValue(12345, 'count')).toBe('12.345');
    expect(formatValue(123456, 'amount')).toBe(`1.234,56${NBSP}€`);
    expect(formatValue(5, 'amount')).toBe(`0,05${NBSP}€`);
    expect(formatShare(3, 8)).toBe(`37,5${NBSP}%`);
    expect(formatShare(0, 0)).toBe(`0,0${NBSP}%`);
  });
});

const revenue: StatisticAnswer = {
  name: 'revenue',
  kind: 'series',
  value: 'amount',
  from: '2026-11-26',
  to: '2026-11-28',
  timeZone: VIENNA,
  total: { count: 5, amount: 123_456 + 1_990 + 0 },
  series: [
    { day: '2026-11-26', count: 3, amount: 123_456 },
    { day: '2026-11-27', count: 2, amount: 1_990 },
    { day: '2026-11-28', count: 0, amount: 0 },
  ],
};
const revenueBefore: StatisticAnswer = {
  ...revenue,
  from: '2026-11-23',
  to: '2026-11-25',
  total: { count: 1, amount: 5 },
  series: [
    { day: '2026-11-23', count: 0, amount: 0 },
    { day: '2026-11-24', count: 1, amount: 5 },
    { day: '2026-11-25', count: 0, amount: 0 },
  ],
};

describe('CSV', () => {
  it('a revenue series: BOM, semicolons, CRLF, euros with cents, the previous period beside it and the sums', () => {
    expect(tableCsv(statisticTable(revenue, revenueBefore))).toBe(
      BOM +
        'Tag;Umsatz (€);Vergleichstag;Vorzeitraum (€)\r\n' +
        '26.11.2026;1234,56;23.11.2026;0,00\r\n' +
        '27.11.2026;19,90;24.11.2026;0,05\r\n' +
        '28.11.2026;0,00;25.11.2026;0,00\r\n' +
        'Summe;1254,46;;0,05\r\n',
    );
  });

  it('a top list: labels quoted where needed, formula-like labels defused, counts and shares', () => {
    const pages: StatisticAnswer = {
      name: 'referrers',
      kind: 'top',
      value: 'count',
      from: '2026-11-01',
      to: '2026-11-30',
      timeZone: VIENNA,
      total: { count: 8, amount: 0 },
      rows: [
        { key: 'www.google.com', label: 'www.google.com', count: 5, amount: 0 },
        { key: 'x', label: 'Suche; "Wurst"', count: 2, amount: 0 },
        { key: 'y', label: '=HYPERLINK("x")', count: 1, amount: 0 },
      ],
    };
    expect(tableCsv(statisticTable(pages))).toBe(
      BOM +
        'Website;Anzahl;Anteil (%)\r\n' +
        'www.google.com;5;62,5\r\n' +
        '"Suche; ""Wurst""";2;25,0\r\n' +
        '"\'=HYPERLINK(""x"")";1;12,5\r\n' +
        'Summe;8;100,0\r\n',
    );
  });

  it('amounts below a euro and below zero keep their cents', () => {
    expect(csvAmount(5)).toBe('0,05');
    expect(csvAmount(100)).toBe('1,00');
    expect(csvAmount(-50)).toBe('-0,50');
    expect(csvAmount(123_456_789)).toBe('1234567,89');
  });

  it('the file name says statistic and range', () => {
    expect(csvFileName('Umsatz', { from: '2026-11-22', to: '2026-11-28' })).toBe('statistik-umsatz-2026-11-22-bis-2026-11-28.csv');
    expect(csvFileName('Bestellungen nach Herkunft', { from: '2026-01-01', to: '2026-11-28' }, 'Graz Hauptplatz')).toBe(
      'statistik-bestellungen-nach-herkunft-graz-hauptplatz-2026-01-01-bis-2026-11-28.csv',
    );
    expect(csvFileName('Größen', { from: '2026-01-01', to: '2026-01-01' })).toBe('statistik-groessen-2026-01-01-bis-2026-01-01.csv');
  });
});

describe('heatmap', () => {
  it('weekday × hour, Monday first, zeros where no cell, a sum per weekday', () => {
    const times: StatisticAnswer = {
      name: 'order-times',
      kind: 'heatmap',
      value: 'count',
      from: '2026-11-01',
      to: '2026-11-30',
      timeZone: VIENNA,
      total: { count: 7, amount: 0 },
      cells: [
        { weekday: 1, hour: 9, count: 4, amount: 0 },
        { weekday: 7, hour: 23, count: 3, amount: 0 },
      ],
    };
    const grid = heatmapGrid(times);
    expect(grid[0]![9]).toBe(4);
    expect(grid[6]![23]).toBe(3);
    expect(grid.flat().reduce((a, b) => a + b, 0)).toBe(7);
    const csv = tableCsv(statisticTable(times)).split('\r\n');
    expect(csv[0]).toBe(`${BOM}Wochentag;00;01;02;03;04;05;06;07;08;09;10;11;12;13;14;15;16;17;18;19;20;21;22;23;Summe`);
    expect(csv[1]).toBe('Montag;0;0;0;0;0;0;0;0;0;4;0;0;0;0;0;0;0;0;0;0;0;0;0;0;4');
    expect(csv[7]).toBe('Sonntag;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;3;3');
  });
});
