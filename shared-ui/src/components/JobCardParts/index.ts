export { cardSurface, CardDescription, CardTitle, CompanyName, SmallMuted } from './jobCardParts';
export { jobPlace } from './jobPlace';
