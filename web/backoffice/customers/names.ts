/** How the customer screens name a customer: "Gruber, Josef", or the last name alone. */
export function customerName(customer: { firstName?: string; lastName: string }): string {
  return customer.firstName ? `${customer.lastName}, ${customer.firstName}` : customer.lastName;
}
