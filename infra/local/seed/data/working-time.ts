/**
 * Working time, projects and tasks of the demo shop: the Weiz employee has a time-clock link
 * (ids.ts `timeClockKeys`) and a full-time schedule from the Monday after the demo's ids were
 * made; a project with tasks shows the task board. The Graz and Leibnitz employees start without
 * working-time records (the end-to-end tests set up theirs).
 */
import type { workingScheduleInputSchema } from '#shared/schemas/time-tracking.ts';
import type { projectInputSchema, taskInputSchema } from '#shared/schemas/projects.ts';
import { branchIds, projectIds, taskIds, userIds, workingScheduleIds } from '../ids';
import type { SeedRecord } from '../types';

/** 38.5 hours, Monday to Friday (7:42 a day): the Kollektivvertrag's normal week in the trade. */
const FULL_TIME_WEEK = [462, 462, 462, 462, 462, 0, 0];

export const workingSchedules: SeedRecord<typeof workingScheduleInputSchema>[] = [
  {
    id: workingScheduleIds.weiz,
    user: { id: userIds.weiz },
    branch: { id: branchIds.weiz },
    validFrom: '2026-11-30',
    minutesPerWeekday: FULL_TIME_WEEK,
    holidayDaysPerYear: 25,
    comment: 'Vollzeit, 38,5 Stunden',
  },
];

export const projects: SeedRecord<typeof projectInputSchema>[] = [
  {
    id: projectIds.grillSeason,
    name: 'Grillsaison 2027',
    description: 'Grillsortiment, Flyer und Kühlraum für die Saison ab April vorbereiten.',
    status: 'in-progress',
    dueDate: '2027-03-31',
  },
];

export const tasks: SeedRecord<typeof taskInputSchema>[] = [
  {
    id: taskIds.grillMenu,
    name: 'Grillsortiment festlegen',
    description: 'Marinaden, Spieße und Würstel: was bleibt, was kommt neu dazu?',
    project: { id: projectIds.grillSeason },
    assignee: { id: userIds.admin },
    status: 'in-progress',
    priority: 'high',
    dueDate: '2027-01-31',
  },
  {
    id: taskIds.grillFlyer,
    name: 'Flyer mit QR-Code drucken lassen',
    project: { id: projectIds.grillSeason },
    assignee: { id: userIds.admin },
    status: 'open',
    priority: 'normal',
    dueDate: '2027-03-01',
  },
  {
    id: taskIds.grillCoolRoom,
    name: 'Kühlraum Weiz ausräumen und reinigen',
    project: { id: projectIds.grillSeason },
    assignee: { id: userIds.weiz },
    status: 'open',
    priority: 'normal',
    dueDate: '2027-03-15',
  },
];
