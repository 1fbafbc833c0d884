/** Where a job is, as a card says it: the job's own location, then the fixed "India" ("Pune, India"). */
export function jobPlace(location: string): string {
  const place = location.trim();
  if (!place) return 'India';
  // A location that already ends with the country does not get it twice.
  return /\bindia$/i.test(place) ? place : `${place}, India`;
}
