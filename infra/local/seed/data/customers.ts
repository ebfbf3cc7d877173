/**
 * Demo customers and a few of their orders (back office › Kunden): regulars of Graz and Weiz, a
 * business customer, and one customer without orders. The orders are completed and linked to their
 * customer (`customer.id`), as orders staff take by phone are; they are stored when the demo shop
 * is seeded, so they show in the history of that day.
 */
import type { customerInputSchema } from '#shared/schemas/crm.ts';
import { orderSchema } from '#shared/schemas/order.ts';
import { branchIds, customerIds, customerOrderIds, productIds } from '../ids';
import type { SeedRecord } from '../types';

export const customers: SeedRecord<typeof customerInputSchema>[] = [
  {
    id: customerIds.gruber,
    firstName: 'Josef',
    lastName: 'Gruber',
    email: 'josef.gruber@example.at',
    phone: '+43 664 1234567',
    street: 'Annenstraße 12',
    zipCode: '8020',
    city: 'Graz',
  },
  {
    id: customerIds.pichler,
    firstName: 'Anna',
    lastName: 'Pichler',
    email: 'anna.pichler@example.at',
    phone: '+43 650 7654321',
    zipCode: '8160',
    city: 'Weiz',
  },
  {
    id: customerIds.gasthaus,
    companyName: 'Gasthaus Zur Post',
    firstName: 'Maria',
    lastName: 'Höfler',
    email: 'office@gasthaus-post.example.at',
    phone: '+43 3172 2345',
    street: 'Hauptplatz 3',
    zipCode: '8200',
    city: 'Gleisdorf',
    vatNumber: 'ATU12345678',
    comment: 'Bestellt jeden Freitag für das Wochenende, Rechnung monatlich.',
  },
  { id: customerIds.huber, firstName: 'Karl', lastName: 'Huber', phone: '+43 699 1112223', city: 'Graz' },
];

const pricing = (gross: number) => {
  const net = Math.round((gross / 1.1) * 100) / 100;
  const tax = Math.round((gross - net) * 100) / 100;
  return { net, tax, gross, totalNet: net, totalTax: tax, totalGross: gross, taxes: [{ rate: 10, net, tax, gross }] };
};

const contact = (customer: (typeof customers)[number]) => ({
  customer: { id: customer.id },
  firstName: customer.firstName ?? '',
  lastName: customer.lastName,
  email: customer.email as string | undefined,
  phone: customer.phone,
});

/**
 * A seeded order is stored as order create stores one (its public link and status flags), handed
 * over to the customer. No ticket number: the numbers of the seeding day belong to the branch's
 * counter (functions/db/orders.ts nextTicketNumber), which the seed does not take.
 */
export const seedOrderSchema = orderSchema.omit({ id: true, entityType: true, version: true, createdAt: true, updatedAt: true });

const handedOver = (uid: string) => ({
  isConfirmed: true,
  isInDelivery: false,
  isDelivered: false,
  isCompleted: true,
  isRejected: false,
  isCanceled: false,
  isFailed: false,
  isPaid: false,
  isRefunded: false,
  uid,
  // Demo links only: the local stack's data is public anyway.
  hash: `${uid}${uid}`,
});

const [gruber, pichler, gasthaus] = customers as [(typeof customers)[number], (typeof customers)[number], (typeof customers)[number]];

export const customerOrders: SeedRecord<typeof seedOrderSchema>[] = [
  {
    id: customerOrderIds.gruberLeberkaese,
    ...handedOver('de5eed0000000001'),
    branch: { id: branchIds.graz },
    ...contact(gruber),
    paymentMethod: 'cash',
    items: [{ product: { id: productIds.leberkaesesemmel, name: 'Leberkässemmel' }, amount: 2, unit: 'amount', price: 7 }],
    pricing: pricing(7),
  },
  {
    id: customerOrderIds.gruberSchnitzel,
    ...handedOver('de5eed0000000002'),
    branch: { id: branchIds.graz },
    ...contact(gruber),
    paymentMethod: 'cash',
    items: [{ product: { id: productIds.schweinsschnitzel, name: 'Schweinsschnitzel' }, amount: 0.8, unit: 'kilogram', price: 15.92 }],
    pricing: pricing(15.92),
  },
  {
    id: customerOrderIds.pichler,
    ...handedOver('de5eed0000000003'),
    branch: { id: branchIds.weiz },
    ...contact(pichler),
    paymentMethod: 'cash',
    items: [{ product: { id: productIds.rindsschnitzel, name: 'Rindsschnitzel' }, amount: 0.5, unit: 'kilogram', price: 14.5 }],
    pricing: pricing(14.5),
  },
  {
    id: customerOrderIds.gasthaus,
    ...handedOver('de5eed0000000004'),
    branch: { id: branchIds.graz },
    ...contact(gasthaus),
    companyName: gasthaus.companyName,
    isCompany: true,
    paymentMethod: 'cash',
    items: [{ product: { id: productIds.kalbsschnitzel, name: 'Kalbsschnitzel' }, amount: 3, unit: 'kilogram', price: 119.7 }],
    pricing: pricing(119.7),
  },
];
