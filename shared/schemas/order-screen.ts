/**
 * The answers of the order screens opened with a branch id and API key (backoffice.md §6, §7):
 *
 *   GET /api/orders/frontdesk/{branchId}/{apiKey}   the customer-facing ticket display
 *   GET /api/orders/backoffice/{branchId}/{apiKey}  the counter tablet's list of open orders
 *
 * The server builds them with shared/order-screen (what each screen may show) and parses its own
 * answer with these schemas, so a field that is not named here never leaves the server; the web
 * pages parse the answer with the same schemas.
 */
import * as z from 'zod';
import { ORDER_TYPES } from '../pricing/pricing';
import { unitSchema } from './catalogue';

/** 'preparing': confirmed, not ready yet; 'ready': ready for pickup (or served at the table). */
export const FRONT_DESK_STAGES = ['preparing', 'ready'] as const;
export type FrontDeskStage = (typeof FRONT_DESK_STAGES)[number];

/**
 * One ticket of the customer display: nothing but the number, its column and, for dine-in, the
 * table. No names, phone numbers, lines or prices: everyone in the shop can read the screen.
 */
export const frontDeskTicketSchema = z.object({
  ticketNumber: z.number().int(),
  stage: z.enum(FRONT_DESK_STAGES),
  tableIdentifier: z.string().optional(),
  /** Ready only a few minutes ago: the display highlights it. */
  isNew: z.boolean(),
});
export type FrontDeskTicket = z.infer<typeof frontDeskTicketSchema>;

export const frontDeskScreenSchema = z.object({
  branchName: z.string(),
  /** The shop's time zone, for the display's clock line. */
  timeZone: z.string(),
  /** Preparing by due time, then ready ones, the most recently ready first. */
  tickets: z.array(frontDeskTicketSchema),
});
export type FrontDeskScreen = z.infer<typeof frontDeskScreenSchema>;

/** The open stages of shared/order-status (the screens list open orders only). */
export const SCREEN_ORDER_STAGES = ['open', 'awaitingPayment', 'confirmed', 'inDelivery'] as const;
export type ScreenOrderStage = (typeof SCREEN_ORDER_STAGES)[number];

/** A filled-in part of a line as text, e.g. {name: 'Sauce', text: 'Kren'} or {name: 'Foto', text: '2 Dateien'}. */
export const backOfficePartSchema = z.object({
  name: z.string().optional(),
  text: z.string(),
});

export const backOfficeLineSchema = z.object({
  name: z.string(),
  amount: z.number(),
  unit: unitSchema,
  parts: z.array(backOfficePartSchema),
  comment: z.string().optional(),
});
export type BackOfficeLine = z.infer<typeof backOfficeLineSchema>;

/** An open order as the counter tablet shows it: what to prepare, for whom and when. */
export const backOfficeOrderSchema = z.object({
  id: z.string(),
  ticketNumber: z.number().int().optional(),
  stage: z.enum(SCREEN_ORDER_STAGES),
  orderType: z.enum(ORDER_TYPES),
  /** When the order is due: its appointment, or its arrival for "as soon as possible". */
  dueAt: z.string(),
  /** Absent: "as soon as possible". */
  appointmentDate: z.string().optional(),
  createdAt: z.string(),
  /** First name and the initial of the last name ('Maria H.'). */
  customerName: z.string().optional(),
  tableIdentifier: z.string().optional(),
  comment: z.string().optional(),
  lines: z.array(backOfficeLineSchema),
});
export type BackOfficeOrder = z.infer<typeof backOfficeOrderSchema>;

export const backOfficeScreenSchema = z.object({
  branchName: z.string(),
  /** The shop's time zone: the tablet shows due times in it, wherever the tablet is set. */
  timeZone: z.string(),
  /** By due time. */
  orders: z.array(backOfficeOrderSchema),
});
export type BackOfficeScreen = z.infer<typeof backOfficeScreenSchema>;
