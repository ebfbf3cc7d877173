/**
 * External driving directions (storefront.md §2: map markers open directions to the branch's
 * coordinates; the one-branch teaser links to directions built from street and city). The maps
 * service is Google Maps' documented "dir" address (opens the app on phones); only a link, so no
 * request leaves the page before the customer follows it.
 */
const DIRECTIONS = 'https://www.google.com/maps/dir/?api=1';

export function coordinatesDirectionsUrl(latitude: number, longitude: number): string {
  return `${DIRECTIONS}&destination=${latitude},${longitude}&travelmode=driving`;
}

/** Directions to an address; null without street and city. */
export function addressDirectionsUrl(street: string | null | undefined, city: string | null | undefined): string | null {
  const destination = [street, city]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return destination ? `${DIRECTIONS}&destination=${encodeURIComponent(destination)}&travelmode=driving` : null;
}
