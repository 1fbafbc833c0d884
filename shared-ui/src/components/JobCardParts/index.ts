export { cardSurface, CardDescription, CardTitle, CompanyName, SmallMuted } from './jobCardParts';
