import { describe, expect, it } from 'vitest';
import { profileChartSpec, profileChartSummary, profileRange } from './profile-chart';

describe('profileRange', () => {
  it('gives this month, last month (across the year) and this year of the shop date', () => {
    expect(profileRange('thisMonth', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(profileRange('lastMonth', '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(profileRange('lastMonth', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(profileRange('thisYear', '2026-11-05')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});

describe('profileChartSpec', () => {
  const days = [
    { date: '2026-10-05', worked: 660, scheduled: 480, balance: 180 },
    { date: '2026-10-06', worked: 450, scheduled: 480, balance: -30 },
    { date: '2026-10-26', worked: 0, scheduled: 0, balance: 0 },
    { date: '2026-10-27', worked: 0, scheduled: 480, balance: null },
  ];

  it('draws worked hours as bars and Soll as a line, labelled by weekday and date', () => {
    const spec = profileChartSpec(days);
    expect(spec.type).toBe('barLine');
    expect(spec.labels).toEqual(['Mo 05.10.', 'Di 06.10.', 'Mo 26.10.', 'Di 27.10.']);
    expect(spec.datasets.map((dataset) => [dataset.label, dataset.as ?? 'bar', dataset.data])).toEqual([
      ['Gearbeitet (h)', 'bar', [11, 7.5, 0, 0]],
      ['Soll (h)', 'line', [8, 8, 0, 8]],
    ]);
    expect(spec.formatValue(7.5)).toBe('7:30 h');
    expect(spec.formatTick(8)).toBe('8:00');
  });

  it('names the chart with the range and the sums of the counted days', () => {
    expect(profileChartSummary(days, { from: '2026-10-01', to: '2026-10-31' })).toBe(
      'Balkendiagramm: gearbeitete Stunden pro Tag von 01.10.2026 bis 31.10.2026, insgesamt 18:30 h bei 16:00 h Soll.',
    );
  });
});
